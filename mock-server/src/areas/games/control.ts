import type { control } from '@contracts/control';
import { DomainError, isDomainError } from '../../core/errors';
import type { World } from '../../core/store';
import { isoOrNull, playerNamed, type ControlHandlers } from '../../control/context';
import { getPlayer } from '../account';
import { toBetRecord } from './bets/records';
import { cancelBet, settleNow } from './bets/settle';
import type { BetRow } from './schemas';

function view(world: World, bet: BetRow) {
  return {
    ...toBetRecord(world, bet, 'en'),
    username: getPlayer(world, bet.uid).username,
    dueAt: isoOrNull(bet.dueAt),
    archived: bet.archived,
  };
}

/** The bet refusals of the lobby as control answers: an unknown bet is 404, a settled one 409. */
const asControl = (error: DomainError) => new DomainError(error.key, error.params, error.key === 'play.betUnknown' ? 404 : 409);

/**
 * The lobby's bets for QA: list them, settle Unfinished ones now (all, a player's, or one; optionally
 * forcing win or lose), cancel one with a refund (status 2, or 3 "order withdrawn"). Settling
 * otherwise happens by itself when the clock passes a bet's due time.
 */
export const games: ControlHandlers<typeof control.games> = {
  bets: (input, { world }) => {
    const player = input.username === undefined ? null : playerNamed(world, input.username);
    if (isDomainError(player)) return player;
    const bets = world.db.bets
      .findMany((q) =>
        q.where((b) => (player === null || b.uid === player.uid) && (input.status === undefined || b.status === input.status)),
      )
      .sort((a, b) => b.betAt - a.betAt || b.orderNo.localeCompare(a.orderNo))
      .slice(0, input.limit);
    return { bets: bets.map((b) => view(world, b)) };
  },
  settleBets: async (input, { world, now }) => {
    const player = input.username === undefined ? null : playerNamed(world, input.username);
    if (isDomainError(player)) return player;
    const settled = await settleNow(world, now, { orderNo: input.orderNo, uid: player?.uid, outcome: input.outcome });
    return isDomainError(settled) ? asControl(settled) : { settled: settled.map((b) => view(world, b)) };
  },
  cancelBet: async (input, { world, now }) => {
    const cancelled = await cancelBet(world, now, input.orderNo, input.withdrawn ? 3 : 2);
    return isDomainError(cancelled) ? asControl(cancelled) : { cancelled: view(world, cancelled) };
  },
};
