import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useMarkSeen } from '@web/api/protection/mark-seen';
import { routes } from '@web/app/routes';
import { takeProtectionAsk, type ProtectionAsk } from '@web/lib/protection-prompts';
import { PromptDialog } from './prompt-dialog';
import type { PromptRouter } from './prompt-router';

interface BetNoticeProps {
  ask: Extract<ProtectionAsk, { notice: 'betNotice' }>;
  router: PromptRouter;
}

/**
 * The responsible-gaming notice before a player's first bet (lottery, fast food, a venue's game): "I understand"
 * records it (protection/markSeen) and lets the bet the player asked for go on; the link to the tools drops the bet
 * (the slip stays where it was) and opens the responsible-gaming page.
 */
export function BetNotice({ ask, router }: BetNoticeProps) {
  const { t } = useTranslation('protectionPrompts');
  const markSeen = useMarkSeen();
  const understood = () => {
    // The bet goes on whatever the server says: the player has read it, and a failed record only means it shows again.
    markSeen.mutate('betNotice', {
      onSettled: () => {
        takeProtectionAsk(ask);
        ask.answer(true);
      },
    });
  };
  const openTools = () => {
    takeProtectionAsk(ask);
    ask.answer(false);
    void router.navigate(routes.responsibleGaming());
  };
  return (
    <PromptDialog
      open
      titleId="bet-notice-title"
      title={t('betNotice.title')}
      actions={
        <Button block color="primary" loading={markSeen.isPending} disabled={markSeen.isPending} onClick={understood}>
          {t('betNotice.understood')}
        </Button>
      }
    >
      <ul className="prompt-points">
        <li>{t('betNotice.fun')}</li>
        <li>{t('betNotice.limits')}</li>
        <li>{t('betNotice.break')}</li>
      </ul>
      <a
        className="text-link"
        href={`#${routes.responsibleGaming()}`}
        onClick={(event) => {
          event.preventDefault();
          openTools();
        }}
      >
        {t('betNotice.more')}
      </a>
    </PromptDialog>
  );
}
