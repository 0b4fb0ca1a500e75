import { FileOutline } from 'antd-mobile-icons';
import { showToast } from '@web/lib/toast';
import { useTranslation } from 'react-i18next';

/** Copies an account number or address; a toast confirms (or says it could not). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('common');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      void showToast({ content: t('copy.done'), duration: 1500 });
    } catch {
      void showToast(t('copy.failed'));
    }
  };
  return (
    <button type="button" className="icon-button copy-button" aria-label={label} onClick={() => void copy()}>
      <FileOutline aria-hidden="true" />
    </button>
  );
}
