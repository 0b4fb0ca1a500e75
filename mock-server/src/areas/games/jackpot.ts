import { fromFen, toPlatformIso } from '@contracts';
import type { Jackpot } from '@contracts/games/live';
import { credit } from '../../core/ledger';
import type { World } from '../../core/store';
import type { VisitorCtx } from '../../core/domain-ctx';
import { catalogueFor } from './catalogue';
import { hashKey } from './rng';
import type { JackpotRoundRecord } from './schemas';
import { betAsWin } from './live/big-wins';

/*
 * The jackpot pool. It grows from a seeded base at a seeded rate per clock second; a paid demo-game play has a
 * one-in-JACKPOT_ODDS chance (decided by the seed and the bet's order number, so a replay decides the same) to win
 * it, paid into the venue wallet under the bet's order number like any payout; the pool then starts again from its
 * base. The figure the lobby shows is always what the next hit would pay.
 */

export const JACKPOT_ODDS = 400;
/** How far before the world's start the first pool began: a new world's pool has already grown for a while. */
const FIRST_POOL_HEADSTART_MS = 6 * 3_600_000;

export const jackpotBaseFen = (seed: number) => 50_000_00 + (hashKey(seed, 'jackpot-base') % 30_000_00);
export const jackpotFenPerSecond = (seed: number) => 20 + (hashKey(seed, 'jackpot-rate') % 40);

export function poolFen(seed: number, round: Pick<JackpotRoundRecord, 'startedAt'>, nowMs: number): number {
  const seconds = Math.max(0, Math.floor((nowMs - round.startedAt) / 1000));
  return jackpotBaseFen(seed) + jackpotFenPerSecond(seed) * seconds;
}

const newestFirst = (world: World) => world.db.jackpotRounds.all().sort((a, b) => b.round - a.round);

/** The pool now growing (the newest round; every world has one from its seed). */
export function currentRound(world: World): JackpotRoundRecord {
  const round = newestFirst(world).find((r) => r.hitAt === null);
  if (!round) throw new Error('the world has no jackpot round');
  return round;
}

export async function seedJackpot(world: World, startMs: number): Promise<void> {
  const headstart = hashKey(world.seed, 'jackpot-start') % FIRST_POOL_HEADSTART_MS;
  await world.db.jackpotRounds.create({ round: 1, startedAt: startMs - headstart, hitAt: null, uid: null, orderNo: null, payoutFen: null });
}

export const hitsJackpot = (seed: number, orderNo: string) => hashKey(seed, 'jackpot-hit', orderNo) % JACKPOT_ODDS === 0;

/**
 * One paid play's draw for the pool: on a hit the pool is paid into the play's venue wallet under its order
 * number and a new round starts now. Answers what it paid (0 for no hit), for the play's bet record.
 */
export async function drawJackpot(
  world: World,
  nowMs: number,
  play: { uid: number; venueCode: string; orderNo: string; gameId: number },
): Promise<number> {
  if (!hitsJackpot(world.seed, play.orderNo)) return 0;
  const round = currentRound(world);
  const payoutFen = poolFen(world.seed, round, nowMs);
  const game = catalogueFor(world.seed).byId.get(play.gameId);
  await credit(world, nowMs, {
    uid: play.uid,
    wallet: play.venueCode,
    type: 'payout',
    amountFen: payoutFen,
    orderNo: play.orderNo,
    remark: `Jackpot · ${game?.name.en ?? play.gameId}`,
  });
  await world.db.jackpotRounds.update((q) => q.where({ round: round.round }), {
    data: (r) => {
      r.hitAt = nowMs;
      r.uid = play.uid;
      r.orderNo = play.orderNo;
      r.payoutFen = payoutFen;
    },
  });
  await world.db.jackpotRounds.create({ round: round.round + 1, startedAt: nowMs, hitAt: null, uid: null, orderNo: null, payoutFen: null });
  return payoutFen;
}

export function jackpot({ world, now, lang }: VisitorCtx): Jackpot {
  const last = newestFirst(world).find((r) => r.hitAt !== null);
  return {
    amount: fromFen(poolFen(world.seed, currentRound(world), now)),
    perSecond: fromFen(jackpotFenPerSecond(world.seed)),
    at: toPlatformIso(now),
    lastHit:
      last && last.uid !== null && last.orderNo !== null
        ? betAsWin(
            world,
            {
              orderNo: last.orderNo,
              uid: last.uid,
              gameId: gameOfOrder(world, last.orderNo),
              payoutFen: last.payoutFen,
              settledAt: last.hitAt,
            },
            lang,
          )
        : null,
  };
}

const gameOfOrder = (world: World, orderNo: string) => world.db.bets.findFirst((q) => q.where({ orderNo }))?.gameId ?? 0;
