import type { SessionFigures } from '@contracts/protection/session';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logOut } from '@web/api/account/logout';
import { useAcknowledgeCheck } from '@web/api/protection/acknowledge-check';
import { sessionFiguresQuery } from '@web/api/protection/get-session';
import { routes } from '@web/app/routes';
import { FormAlert } from '@web/components/form-alert';
import { waitForScreen } from '@web/lib/dialog';
import { errorMessage } from '@web/lib/error-message';
import { formatMoney, signedMoney, winLossTone } from '@web/lib/money';
import { formatPlatformTime } from '@web/lib/platform-time';
import { serverNow } from '@web/lib/server-clock';
import { useSession } from '@web/lib/use-session';
import type { PromptRouter } from './prompt-router';
import { PromptDialog } from './prompt-dialog';
import { useServerTimeReached } from './use-server-time-reached';

/** While a check is set, its figures are read again this often: QA may move the mock's clock, another screen the interval. */
export const SESSION_POLL_MS = 30_000;

interface RealityCheckProps {
  router: PromptRouter;
  /** Told when the check opens and closes: nothing else of the prompts shows meanwhile. */
  onOpenChange: (open: boolean) => void;
}

/**
 * The reality check (protection/getSession): once the server's clock reaches `nextCheckAt`, a modal interrupts
 * whatever page is on screen with the session's minutes, stakes, winnings and net result, and asks the player to
 * continue (protection/acknowledgeCheck), log out, or look at their activity. It waits for any other dialog to close
 * first. With the check off nothing polls: the figures are read only as any query is.
 */
export function RealityCheck({ router, onOpenChange }: RealityCheckProps) {
  const viewer = useSession();
  const figures = useQuery({
    ...sessionFiguresQuery(viewer),
    refetchInterval: (query) => (query.state.data?.nextCheckAt ? SESSION_POLL_MS : false),
    // Coming back to the app reads them at once, fresh or not: the clock may have moved while the phone slept.
    refetchOnWindowFocus: (query) => (query.state.data?.nextCheckAt ? 'always' : false),
  });
  const nextCheckAt = figures.data?.nextCheckAt ?? null;
  const due = useServerTimeReached(nextCheckAt === null ? null : Date.parse(nextCheckAt));
  const [open, setOpen] = useState(false);
  const { refetch } = figures;

  useEffect(() => {
    if (!due || open) return undefined;
    let live = true;
    void (async () => {
      if (!(await waitForScreen(() => live))) return;
      // The figures as they are now, not as the last poll saw them; another device may have answered the check.
      const { data } = await refetch();
      if (live && data?.nextCheckAt && serverNow() >= Date.parse(data.nextCheckAt)) setOpen(true);
    })();
    return () => {
      live = false;
    };
  }, [due, open, refetch]);

  useEffect(() => onOpenChange(open), [open, onOpenChange]);

  return (
    <RealityCheckDialog open={open && figures.data !== undefined} figures={figures.data} router={router} onClose={() => setOpen(false)} />
  );
}

type Choice = 'continue' | 'activity' | 'logOut';

interface RealityCheckDialogProps {
  open: boolean;
  figures: SessionFigures | undefined;
  router: PromptRouter;
  onClose: () => void;
}

function RealityCheckDialog({ open, figures, router, onClose }: RealityCheckDialogProps) {
  const { t } = useTranslation('protectionPrompts');
  const queryClient = useQueryClient();
  const acknowledge = useAcknowledgeCheck();
  const [choice, setChoice] = useState<Choice | null>(null);

  const goOn = (next: Choice) => {
    setChoice(next);
    acknowledge.mutate(undefined, {
      onSuccess: () => {
        onClose();
        if (next === 'activity') void router.navigate(routes.activityStatement());
      },
    });
  };
  const leave = async () => {
    setChoice('logOut');
    onClose();
    // Home first, drawn at once (flushSync): a login-only page still on screen when the session ends would send the
    // player to login "and back here".
    await router.navigate(routes.home(), { replace: true, flushSync: true });
    await logOut(queryClient);
  };

  const busy = acknowledge.isPending || choice === 'logOut';
  return (
    <PromptDialog
      open={open}
      titleId="reality-check-title"
      title={t('realityCheck.title')}
      actions={
        <>
          <Button
            block
            color="primary"
            loading={acknowledge.isPending && choice === 'continue'}
            disabled={busy}
            onClick={() => goOn('continue')}
          >
            {t('realityCheck.continue')}
          </Button>
          <Button
            block
            fill="outline"
            color="primary"
            loading={acknowledge.isPending && choice === 'activity'}
            disabled={busy}
            onClick={() => goOn('activity')}
          >
            {t('realityCheck.activity')}
          </Button>
          <Button block fill="none" disabled={busy} onClick={() => void leave()}>
            {t('realityCheck.logOut')}
          </Button>
        </>
      }
    >
      {figures && (
        <>
          <p className="prompt-lead" data-testid="reality-check-minutes">
            {t('realityCheck.played', { count: figures.minutes })}
          </p>
          <p className="prompt-text">{t('realityCheck.since', { time: formatPlatformTime(figures.loggedInAt).slice(11, 16) })}</p>
          <dl className="prompt-figures">
            <dt>{t('realityCheck.staked')}</dt>
            <dd>{formatMoney(figures.staked)}</dd>
            <dt>{t('realityCheck.won')}</dt>
            <dd>{formatMoney(figures.won)}</dd>
            <dt>{t('realityCheck.net')}</dt>
            <dd data-tone={winLossTone(figures.net)}>{signedMoney(figures.net)}</dd>
          </dl>
        </>
      )}
      <FormAlert message={acknowledge.isError ? errorMessage(acknowledge.error, t('realityCheck.failed')) : null} />
    </PromptDialog>
  );
}
