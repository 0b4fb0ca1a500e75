import { fromFen } from '@contracts';
import { fail, isDomainError, type DomainError } from '../../../core/errors';
import { balanceFen, credit, debit, nextOrderNo } from '../../../core/ledger';
import type { PlaySessionRecord } from '../schemas';
import type { World } from '../../../core/store';
import { venueOf, type GameDefinition } from '../catalogue';
import { marketFor, type MarketOption } from '../markets';
import type { Named } from '../names';
import { hashKey } from '../rng';
import { drawJackpot } from '../jackpot';
import { instantOutcome } from './outcomes';
import { countTowardsTurnover } from './valid-bets';

/** The largest single stake the demo games take. */
export const MAX_STAKE_FEN = 50_000_00;

export interface PlayResult {
  /** Null in trial mode (play money writes no records). */
  orderNo: string | null;
  status: 0 | 1;
  stakeFen: number;
  payoutFen: number | null;
  content: Named;
  symbols: string[];
  balanceFen: number;
}

export function sessionBalanceFen(world: World, session: PlaySessionRecord, game: GameDefinition): number {
  return session.trial ? session.trialBalanceFen : balanceFen(world, session.uid, game.venueCode);
}

function checkStake(game: GameDefinition, stakeFen: number): DomainError | null {
  if (stakeFen < game.minBetFen || stakeFen > MAX_STAKE_FEN)
    return fail('play.stakeRange', { min: fromFen(game.minBetFen), max: fromFen(MAX_STAKE_FEN) });
  return null;
}

/** Slots, fishing and chess: stake out, outcome, payout in, one Completed record, all at once. */
export async function playInstant(
  world: World,
  nowMs: number,
  session: PlaySessionRecord,
  game: GameDefinition,
  stakeFen: number,
): Promise<PlayResult | DomainError> {
  const refused = checkStake(game, stakeFen);
  if (refused) return refused;
  const venue = venueOf(game);
  if (sessionBalanceFen(world, session, game) < stakeFen) return fail('play.insufficient', { venue: venue.name[session.lang] });
  // Play money loses nothing, so only real stakes meet the loss limit.
  const overLimit = session.trial ? null : world.guards.stake(world, session.uid, stakeFen, nowMs, session.lang);
  if (overLimit) return overLimit;
  if (session.trial) {
    // Play money: keyed by the session and its play count so repeated spins differ but stay reproducible.
    const outcome = instantOutcome(game, stakeFen, hashKey(world.seed, session.id, session.trialPlays));
    const after = session.trialBalanceFen - stakeFen + outcome.payoutFen;
    await world.db.playSessions.update((q) => q.where({ id: session.id }), {
      data: (s) => {
        s.trialBalanceFen = after;
        s.trialPlays += 1;
      },
    });
    return {
      orderNo: null,
      status: 1,
      stakeFen,
      payoutFen: outcome.payoutFen,
      content: outcome.content,
      symbols: outcome.symbols,
      balanceFen: after,
    };
  }
  const orderNo = nextOrderNo(world, 'GB', nowMs);
  const outcome = instantOutcome(game, stakeFen, hashKey(world.seed, orderNo));
  const stake = await debit(world, nowMs, {
    uid: session.uid,
    wallet: venue.code,
    type: 'bet',
    amountFen: stakeFen,
    orderNo,
    remark: game.name.en,
  });
  if (isDomainError(stake)) return fail('play.insufficient', { venue: venue.name[session.lang] });
  if (outcome.payoutFen > 0) {
    await credit(world, nowMs, {
      uid: session.uid,
      wallet: venue.code,
      type: 'payout',
      amountFen: outcome.payoutFen,
      orderNo,
      remark: game.name.en,
    });
  }
  // The jackpot's payout is this bet's too: one order number, one record of everything it won.
  const payoutFen =
    outcome.payoutFen + (await drawJackpot(world, nowMs, { uid: session.uid, venueCode: venue.code, orderNo, gameId: game.id }));
  const bet = await world.db.bets.create({
    orderNo,
    uid: session.uid,
    gameId: game.id,
    venueCode: venue.code,
    gameType: venue.category,
    contentEn: outcome.content.en,
    contentZh: outcome.content.zh_hans,
    pick: null,
    oddsCents: null,
    stakeFen,
    validBetFen: stakeFen,
    payoutFen,
    status: 1,
    betAt: nowMs,
    dueAt: null,
    settledAt: nowMs,
    archived: false,
  });
  await countTowardsTurnover(world, bet);
  return {
    orderNo,
    status: 1,
    stakeFen,
    payoutFen,
    content: outcome.content,
    symbols: outcome.symbols,
    balanceFen: balanceFen(world, session.uid, venue.code),
  };
}

function describePick(event: Named, option: MarketOption): Named {
  const odds = fromFen(option.oddsCents);
  return { en: `${event.en} · ${option.label.en} @ ${odds}`, zh_hans: `${event.zh_hans} · ${option.label.zh_hans} @ ${odds}` };
}

/** Sports, esports, lottery, live: the stake leaves now; the bet stays Unfinished until its due time. */
export async function placeBet(
  world: World,
  nowMs: number,
  session: PlaySessionRecord,
  game: GameDefinition,
  stakeFen: number,
  pickId: string,
): Promise<PlayResult | DomainError> {
  const refused = checkStake(game, stakeFen);
  if (refused) return refused;
  const overLimit = world.guards.stake(world, session.uid, stakeFen, nowMs, session.lang);
  if (overLimit) return overLimit;
  const venue = venueOf(game);
  const market = marketFor(world.seed, game, nowMs);
  const option = market.options.find((o) => o.id === pickId);
  if (!option) return fail('play.pickUnknown');
  if (balanceFen(world, session.uid, venue.code) < stakeFen) return fail('play.insufficient', { venue: venue.name[session.lang] });
  const orderNo = nextOrderNo(world, 'GB', nowMs);
  const stake = await debit(world, nowMs, {
    uid: session.uid,
    wallet: venue.code,
    type: 'bet',
    amountFen: stakeFen,
    orderNo,
    remark: game.name.en,
  });
  if (isDomainError(stake)) return fail('play.insufficient', { venue: venue.name[session.lang] });
  const content = describePick(market.event, option);
  await world.db.bets.create({
    orderNo,
    uid: session.uid,
    gameId: game.id,
    venueCode: venue.code,
    gameType: venue.category,
    contentEn: content.en,
    contentZh: content.zh_hans,
    pick: option.id,
    oddsCents: option.oddsCents,
    stakeFen,
    validBetFen: 0,
    payoutFen: null,
    status: 0,
    betAt: nowMs,
    dueAt: market.dueAt,
    settledAt: null,
    archived: false,
  });
  return {
    orderNo,
    status: 0,
    stakeFen,
    payoutFen: null,
    content,
    symbols: [option.label[session.lang]],
    balanceFen: balanceFen(world, session.uid, venue.code),
  };
}
