import { fromFen } from '@contracts';
import { STATEMENT_MONTHS, type StatementMonth } from '@contracts/protection/statement';
import { platformMonth, startOfPlatformMonth } from '../../core/calendar';
import type { DomainCtx } from '../../core/domain-ctx';
import { depositedFen } from '../welfare';
import { playTotals } from '../games';
import { withdrawalsPaidFen } from './figures';

/** protection/getStatement: the last 6 platform-zone months, the current one first (it runs to now). */
export function statement(ctx: DomainCtx): { months: StatementMonth[] } {
  const { world, now, player } = ctx;
  const current = platformMonth(now);
  const months = Array.from({ length: STATEMENT_MONTHS }, (_, back): StatementMonth => {
    const from = startOfPlatformMonth(current.year, current.month - back);
    const to = startOfPlatformMonth(current.year, current.month - back + 1);
    const play = playTotals(world, player.uid, { startMs: from, endMs: to });
    const label = platformMonth(from);
    return {
      month: `${label.year}-${String(label.month).padStart(2, '0')}`,
      deposits: fromFen(depositedFen(world, player.uid, from, to)),
      withdrawals: fromFen(withdrawalsPaidFen(world, player.uid, from, to)),
      stakes: fromFen(play.stakeFen),
      winnings: fromFen(play.payoutFen),
      net: fromFen(play.winLossFen),
    };
  });
  return { months };
}
