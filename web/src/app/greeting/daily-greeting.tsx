import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { systemInfoQuery } from '@web/api/common/get-system-info';
import { bulletinsQuery } from '@web/api/games/get-bulletin';
import { welfareQuery } from '@web/api/welfare/get-tasks';
import { useSignIn } from '@web/api/account/sign-in';
import { alertDialog, confirmDialog, waitForScreen } from '@web/lib/dialog';
import { formatMoney } from '@web/lib/money';
import { serverNow } from '@web/lib/server-clock';
import type { SessionState } from '@web/lib/session';
import { showToast } from '@web/lib/toast';
import { useSession } from '@web/lib/use-session';
import { AnnouncementBody } from './announcement-body';
import { announcementDue, endOfPlatformDay, promptDue, readMarks, writeMarks } from './greeting-marks';
import './greeting.css';

interface GreetingRun {
  viewer: SessionState;
  queryClient: QueryClient;
  t: TFunction<'greeting'>;
  signIn: () => Promise<{ reward: string; streak: number }>;
  live: () => boolean;
}

/** The announcement of the day's bulletins, when due; resolves once it is closed (or at once when not shown). */
async function announce({ viewer, queryClient, t, live }: GreetingRun, nowMs: number): Promise<void> {
  if (!announcementDue(readMarks(viewer.username), nowMs, viewer.token)) return;
  const bulletins = await queryClient.fetchQuery(bulletinsQuery(viewer));
  if (bulletins.length === 0 || !(await waitForScreen(live))) return;
  let quiet = false;
  const until = endOfPlatformDay(nowMs);
  writeMarks(viewer.username, { seenUntil: until, seenSession: viewer.token });
  await alertDialog({
    title: t('announcement.title'),
    content: <AnnouncementBody bulletins={bulletins} quietLabel={t('announcement.quiet')} onQuietChange={(value) => (quiet = value)} />,
    confirmText: t('announcement.close'),
  });
  if (quiet) writeMarks(viewer.username, { quietUntil: until });
}

/** The sign-in prompt, when today's sign-in is unclaimed and the prompt has not shown today: signs in on "Sign in now". */
async function promptSignIn({ viewer, queryClient, t, signIn, live }: GreetingRun, nowMs: number): Promise<void> {
  if (!promptDue(readMarks(viewer.username), nowMs)) return;
  const { signIn: state } = await queryClient.fetchQuery(welfareQuery(viewer));
  if (state.signedToday || !(await waitForScreen(live))) return;
  writeMarks(viewer.username, { promptedUntil: Date.parse(state.nextAt) });
  const reward = formatMoney(state.ladder[state.today - 1]?.reward ?? '0.00');
  const go = await confirmDialog({
    title: t('signIn.title'),
    content: t('signIn.text', { day: state.today, amount: reward }),
    confirmText: t('signIn.confirm'),
    cancelText: t('signIn.later'),
  });
  if (!go || !live()) return;
  const result = await signIn();
  void showToast({ icon: 'success', content: t('signIn.done', { amount: formatMoney(result.reward), streak: result.streak }) });
}

/**
 * The day's greetings for a logged-in player, after login or on the day's first open: the announcement (the
 * bulletins, game/getBulletin), then, once it is closed, the daily sign-in prompt (welfare/getTasks) — never both at
 * once, never over another dialog. "Today" is the platform's day on the server's clock (common/getSystemInfo teaches
 * it). A failed call only means no greeting: it is an extra the app works without.
 */
export default function DailyGreeting() {
  const viewer = useSession();
  const queryClient = useQueryClient();
  const { t, ready } = useTranslation('greeting', { useSuspense: false });
  const { mutateAsync } = useSignIn();
  const { token, username, lang, uid } = viewer;
  useEffect(() => {
    if (!token || !username || !ready) return undefined;
    let live = true;
    const run: GreetingRun = {
      viewer: { token, username, lang, uid },
      queryClient,
      t,
      signIn: () => mutateAsync(),
      live: () => live,
    };
    void (async () => {
      await queryClient.fetchQuery(systemInfoQuery());
      if (!live) return;
      await announce(run, serverNow());
      if (live) await promptSignIn(run, serverNow());
    })().catch(() => undefined);
    return () => {
      live = false;
    };
    // One run per session and language: a new login greets again; t and the mutation are stable enough for that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, username, lang, ready]);
  return null;
}
