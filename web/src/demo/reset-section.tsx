import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '@web/lib/dialog';
import { demoControl } from './control-client';
import { ActionNote, useDemoAction } from './demo-action';

/** Back to the seeded world, after a confirm: every answer the app holds is then stale, so the page reloads. */
export function ResetSection({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation('demo');
  const action = useDemoAction();

  const reset = async () => {
    const sure = await confirmDialog({
      title: t('reset.confirmTitle'),
      content: t('reset.confirmText'),
      confirmText: t('reset.confirm'),
      cancelText: t('reset.cancel'),
    });
    if (!sure) return;
    // Nothing is refetched after it: the reload replaces every answer, and a refetch with the session the reset ended
    // could send the page to the login before the reload lands. The reloaded page meets that dead session as any
    // expired one (a 401: the login), which the hint says.
    await action.run(
      'reset',
      async () => {
        await demoControl.world.reset();
        reload();
        return null;
      },
      { invalidate: false },
    );
  };

  return (
    <section className="demo-section" aria-labelledby="demo-reset-title">
      <h3 id="demo-reset-title" className="demo-section-title">
        {t('reset.title')}
      </h3>
      <p className="demo-hint">{t('reset.hint')}</p>
      <Button block size="small" color="danger" fill="outline" loading={action.pending === 'reset'} onClick={() => void reset()}>
        {t('reset.button')}
      </Button>
      <ActionNote action={action} />
    </section>
  );
}
