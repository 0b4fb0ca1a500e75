import { useAfterFirstScreen } from '@web/lib/after-first-screen';
import { useSession } from '@web/lib/use-session';

const loadWatch = () => import('@web/api/pending-money');

/**
 * Keeps the money on screen fresh while a deposit or withdrawal is being decided (api/pending-money.ts). Only a
 * player has money to watch, and it is not what the first screen is for: the watch loads after the first screen,
 * once someone is logged in. Without it (a chunk that failed) the app works as before, refreshing on pull or return.
 */
export function PendingMoneyWatch() {
  const { token } = useSession();
  const Watch = useAfterFirstScreen(loadWatch, token !== '')?.MoneyWatch;
  return Watch && token ? <Watch /> : null;
}
