import { LIMIT_PERIODS, limitPeriodLabels, type LimitPeriod } from '@contracts/protection/limits';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { protectionSettingsQuery } from '@web/api/protection/get-settings';
import { useMarkSeen } from '@web/api/protection/mark-seen';
import { routes } from '@web/app/routes';
import { FeatureStrings } from '@web/components/feature-strings';
import { ToggleRow } from '@web/components/toggle-row';
import { waitForScreen } from '@web/lib/dialog';
import { takeProtectionAsk, type ProtectionAsk } from '@web/lib/protection-prompts';
import { useSession } from '@web/lib/use-session';
import { LimitForm } from '../components/limit-form';
import { PromptDialog } from './prompt-dialog';
import type { PromptRouter } from './prompt-router';

interface LimitInvitationProps {
  ask: Extract<ProtectionAsk, { notice: 'limitInvitation' }>;
  router: PromptRouter;
}

/**
 * The invitation to set a deposit limit, after registration and after a deposit, once per player: shown only while
 * the server says it was never answered (settings `seen.limitInvitation`). Setting a limit, Skip and More tools all
 * answer it (protection/markSeen). It waits for any other dialog (the day's greeting) to close first; settings that
 * cannot be read mean no invitation, which is an extra the app works without.
 */
export function LimitInvitation({ ask, router }: LimitInvitationProps) {
  const { t } = useTranslation('protectionPrompts');
  const viewer = useSession();
  const settings = useQuery(protectionSettingsQuery(viewer));
  const markSeen = useMarkSeen();
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [screenFree, setScreenFree] = useState(false);
  const seen = settings.data?.seen.limitInvitation;
  const unneeded = seen === true || settings.isError;

  useEffect(() => {
    if (unneeded) takeProtectionAsk(ask);
  }, [unneeded, ask]);
  useEffect(() => {
    let live = true;
    void waitForScreen(() => live).then((free) => live && setScreenFree(free));
    return () => {
      live = false;
    };
  }, []);

  const answer = () => {
    markSeen.mutate('limitInvitation');
    takeProtectionAsk(ask);
  };
  const limit = settings.data?.limits.find((l) => l.kind === 'deposit' && l.period === period);

  return (
    <PromptDialog
      open={seen === false && screenFree}
      titleId="limit-invitation-title"
      title={t('invitation.title')}
      actions={
        <>
          <Button block fill="outline" color="primary" onClick={answer}>
            {t('invitation.skip')}
          </Button>
          <Button
            block
            fill="none"
            onClick={() => {
              answer();
              void router.navigate(routes.responsibleGaming({ section: 'limits' }));
            }}
          >
            {t('invitation.more')}
          </Button>
        </>
      }
    >
      <p className="prompt-text">{t('invitation.text')}</p>
      <p id="limit-invitation-period" className="prompt-label">
        {t('invitation.period')}
      </p>
      <ToggleRow
        labelledBy="limit-invitation-period"
        className="toggle-segments"
        options={LIMIT_PERIODS.map((p) => ({ value: p, label: limitPeriodLabels[p][viewer.lang] }))}
        value={period}
        onChange={setPeriod}
      />
      {limit && (
        // The limit form is the responsible-gaming page's: its words come with it.
        <FeatureStrings ns="protection" key={period}>
          <LimitForm limit={limit} onDone={answer} />
        </FeatureStrings>
      )}
    </PromptDialog>
  );
}
