import { Toast } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

/** Copies an account number or address; a toast confirms (or says it could not). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('wallet');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      Toast.show({ content: t('copy.done'), duration: 1500 });
    } catch {
      Toast.show({ content: t('copy.failed'), duration: 2000 });
    }
  };
  return (
    <button type="button" className="icon-button wallet-copy" aria-label={label} onClick={() => void copy()}>
      <FileOutline aria-hidden="true" />
    </button>
  );
}
