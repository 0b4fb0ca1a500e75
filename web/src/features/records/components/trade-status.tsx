import { tradeStatusLabels, type TradeStatus } from '@contracts/records/trades';
import { useSession } from '@web/lib/use-session';

const TONE: Record<TradeStatus, string> = { 0: 'pending', 1: 'done', 2: 'failed', 3: 'cancelled' };

/** A transaction's status as a tag: processing, completed, rejected, cancelled. */
export function TradeStatusTag({ status }: { status: TradeStatus }) {
  const { lang } = useSession();
  return <span className={`records-status records-status-${TONE[status]}`}>{tradeStatusLabels[status][lang]}</span>;
}
