import { useAfterFirstScreen } from '@web/lib/after-first-screen';
import { useSession } from '@web/lib/use-session';
import type { createAppRouter } from './router';

const loadNotice = () => import('./money-news-notice');

/**
 * Tells a player about money news on the next screen (app/money-news-notice.tsx). Like the pending-money watch it
 * is not what the first screen is for: it loads after the first screen, once someone is logged in; without it (a
 * chunk that failed) the news still waits in Messages, counted by the badge.
 */
export function MoneyNewsWatch({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const { token } = useSession();
  const Notice = useAfterFirstScreen(loadNotice, token !== '')?.MoneyNewsNotice;
  return Notice && token ? <Notice router={router} /> : null;
}
