import { TradeDirection, TradeStatus, type TradeRecord } from '@contracts/records/trades';
import { formatMoney, signedMoney, winLossTone } from '@web/lib/money';

const VOID: ReadonlySet<TradeStatus> = new Set([TradeStatus.enum.rejected, TradeStatus.enum.cancelled]);

/**
 * A transaction's amount as the money log shows a movement: in is "+¥100.00" in the success colour, out
 * "-¥100.00" in the danger colour, so a deposit and a withdrawal never look alike. A rejected or cancelled
 * one moved nothing: no sign, in the secondary text colour.
 */
export function tradeAmount(trade: Pick<TradeRecord, 'amount' | 'direction' | 'status'>): {
  text: string;
  tone: 'win' | 'loss' | 'even' | 'void';
} {
  if (VOID.has(trade.status)) return { text: formatMoney(trade.amount), tone: 'void' };
  const signed = trade.direction === TradeDirection.enum.out ? `-${trade.amount}` : trade.amount;
  return { text: signedMoney(signed), tone: winLossTone(signed) };
}

export function TradeAmount({ trade, className }: { trade: TradeRecord; className: string }) {
  const { text, tone } = tradeAmount(trade);
  return <span className={`${className} records-amount-${tone}`}>{text}</span>;
}
