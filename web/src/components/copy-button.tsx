import { FileOutline } from 'antd-mobile-icons';
import { showToast } from '@web/lib/toast';
import { useTranslation } from 'react-i18next';

/**
 * Copies through the Clipboard API, or, where it is missing or refused (an http page, an older web view), through a
 * selected off-screen text area and the copy command. Resolves true when the text is on the clipboard.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.focus();
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

/** Copies an account number, an address or a contact handle; a toast confirms (or says it could not). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('common');
  const copy = async () => {
    if (await copyText(text)) void showToast({ content: t('copy.done'), duration: 1500 });
    else void showToast(t('copy.failed'));
  };
  return (
    <button type="button" className="icon-button copy-button" aria-label={label} onClick={() => void copy()}>
      <FileOutline aria-hidden="true" />
    </button>
  );
}
