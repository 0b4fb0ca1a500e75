import { betStatusLabels, type BetStatus } from '@contracts/records/bets';
import { useSession } from '@web/lib/use-session';

const TONE = { 0: 'pending', 1: 'done', 2: 'cancelled', 3: 'cancelled' } as const;

/** An order's status in the bet-status words every record page uses. */
export function OrderStatusTag({ status }: { status: BetStatus }) {
  const { lang } = useSession();
  return <span className={`order-status order-status-${TONE[status]}`}>{betStatusLabels[status][lang]}</span>;
}

/** "2026-11-22T12:00:05+08:00" → "2026-11-22 12:00:05" (wire times are platform time already). */
export const platformTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;

/** A win amount's tone: something paid is a win, nothing paid on a drawn order a loss. */
export const payoutTone = (payout: string, drawn: boolean) => (/^0+\.00$/.test(payout) ? (drawn ? 'loss' : 'even') : 'win');
