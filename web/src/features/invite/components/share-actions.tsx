import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { showToast } from '@web/lib/toast';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Copy the invitation link, or share it through the phone's share sheet (navigator.share), falling back to a copy. */
export function ShareActions({ link, code }: { link: string; code: string }) {
  const { t } = useTranslation('invite');
  const copy = async () => {
    void showToast((await copyText(link)) ? t('copy.done') : t('copy.failed'));
  };
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('share.title'), text: t('share.text', { code }), url: link });
        return;
      } catch (error) {
        // The player closed the share sheet: nothing to do. Any other failure falls back to a copy.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    void showToast((await copyText(link)) ? t('share.copied') : t('copy.failed'));
  };
  return (
    <div className="invite-actions">
      <Button color="primary" fill="outline" onClick={() => void copy()}>
        {t('copy.link')}
      </Button>
      <Button color="primary" onClick={() => void share()}>
        {t('share.button')}
      </Button>
    </div>
  );
}
