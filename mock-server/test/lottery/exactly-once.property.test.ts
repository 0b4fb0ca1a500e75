import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { openSession } from '@mock/core/auth';
import { auditLedger } from '@mock/core/ledger';
import { findPlayerByUsername } from '@mock/areas/account/players';
import { call, control, ctl, testApp } from '../helpers';
import { api, type Session } from './lottery-helpers';

/**
 * Property: whatever the sequence of (concurrent) orders, chips, clock jumps, clock moves and round
 * cancellations, every lottery and fast-food order is debited once and then settled or refunded exactly
 * once — its ledger entries are [bet] + [payout of its winnings, if any] or [bet, betRefund of its stake] —
 * its bet row says the same, and the ledger audit stays clean.
 */
const NUM_RUNS = 20;
const PLAYERS = ['demo01', 'demo02', 'partner01'] as const;
const OPTIONS: Record<number, string[]> = {
  1: ['big', 'small', 'odd', 'sum_10', 'triple_any'],
  2: ['d1_3', 'd2_big', 'total_small'],
  3: ['n_5', 'green', 'violet', 'big'],
  4: ['even', 'sum_12'],
};
const GAME = fc.constantFrom<number | 'fastfood'>(1, 2, 3, 4, 'fastfood');

const Command = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      player: fc.nat(2),
      lotteryId: fc.constantFrom(1, 2, 3, 4),
      lines: fc.uniqueArray(fc.nat(4), { minLength: 1, maxLength: 3 }),
      yuan: fc.integer({ min: 1, max: 60 }),
      stale: fc.nat(5).map((n) => n === 0),
    }),
    weight: 5,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('chips' as const),
      player: fc.nat(2),
      items: fc.uniqueArray(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 4 }),
      yuan: fc.integer({ min: 1, max: 40 }),
    }),
    weight: 3,
  },
);
const Step = fc.oneof(
  { arbitrary: fc.array(Command, { minLength: 1, maxLength: 4 }).map((commands) => ({ kind: 'batch' as const, commands })), weight: 5 },
  {
    arbitrary: fc.record({ kind: fc.constant('jump' as const), game: GAME, to: fc.constantFrom('close' as const, 'draw' as const) }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('cancel' as const), game: GAME }), weight: 2 },
  { arbitrary: fc.integer({ min: 0, max: 4 * 60_000 }).map((ms) => ({ kind: 'advance' as const, ms })), weight: 1 },
);
type Step = typeof Step extends fc.Arbitrary<infer S> ? S : never;

async function run(steps: Step[]): Promise<void> {
  const app = await testApp();
  try {
    const sessions: Session[] = [];
    for (const username of PLAYERS) {
      const uid = findPlayerByUsername(app.mock.world, username)!.uid;
      sessions.push({ uid, token: (await openSession(app.mock.world, uid, app.mock.clock.now())).token });
    }
    const currentIssue = async (game: number | 'fastfood') => {
      if (game === 'fastfood')
        return ((await call(app, api.fastfood.bet, {}, { token: sessions[0]!.token })).json() as { data: { current: { roundNo: string } } })
          .data.current.roundNo;
      return (
        (await call(app, api.lottery.getLotteryInfo, { lotteryId: game })).json() as {
          data: { current: { issue: string }; previous: { issue: string } };
        }
      ).data;
    };
    for (const step of steps) {
      if (step.kind === 'advance') await ctl(app).world.advance({ ms: step.ms });
      if (step.kind === 'jump')
        await ctl(app).lottery.jump(step.game === 'fastfood' ? { game: 'fastfood', to: step.to } : { lotteryId: step.game, to: step.to });
      if (step.kind === 'cancel') {
        const room = await currentIssue(step.game);
        const issue = typeof room === 'string' ? room : room.current.issue;
        // 409 when it is cancelled already: the property is that nothing is refunded twice either way.
        await ctl(app).send(
          control.lottery.cancel,
          step.game === 'fastfood' ? { game: 'fastfood', issue } : { lotteryId: step.game, issue },
        );
      }
      if (step.kind === 'batch') {
        const requests = await Promise.all(
          step.commands.map(async (c) => {
            const token = sessions[c.player]!.token;
            if (c.kind === 'chips') {
              const roundNo = (await currentIssue('fastfood')) as string;
              return () =>
                call(
                  app,
                  api.fastfood.submit,
                  { roundNo, chips: c.items.map((itemId) => ({ itemId, amount: `${c.yuan}.00` })) },
                  { token },
                );
            }
            const room = (await currentIssue(c.lotteryId)) as { current: { issue: string }; previous: { issue: string } };
            const options = OPTIONS[c.lotteryId]!;
            const bets = c.lines.map((i) => ({ option: options[i % options.length]!, amount: `${c.yuan}.50` }));
            const unique = bets.filter((b, i) => bets.findIndex((o) => o.option === b.option) === i);
            return () =>
              call(
                app,
                api.lottery.placeOrder,
                { lotteryId: c.lotteryId, issue: c.stale ? room.previous.issue : room.current.issue, bets: unique },
                { token },
              );
          }),
        );
        const answers = await Promise.all(requests.map((send) => send()));
        for (const answer of answers) expect([0, 1]).toContain((answer.json() as { code: number }).code);
      }
    }
    // Long after every draw: nothing is left pending.
    await ctl(app).world.advance({ minutes: 10 });
    const world = app.mock.world;
    const lottery = world.db.lotteryOrders
      .all()
      .map((o) => ({ orderNo: o.orderNo, uid: o.uid, status: o.status, total: o.totalFen, win: o.winFen }));
    const fastFood = world.db.fastFoodOrders
      .all()
      .map((o) => ({ orderNo: o.orderNo, uid: o.uid, status: o.status, total: o.totalFen, win: o.payoutFen }));
    for (const order of [...lottery, ...fastFood]) {
      expect(order.status === 1 || order.status === 2).toBe(true);
      const entries = world.db.ledger
        .where({ uid: order.uid, wallet: 'central' })
        .filter((e) => e.orderNo === order.orderNo)
        .map((e) => [e.type, e.amountFen]);
      const expected =
        order.status === 2
          ? [
              ['bet', -order.total],
              ['betRefund', order.total],
            ]
          : [['bet', -order.total], ...(order.win > 0 ? [['payout', order.win]] : [])];
      expect(entries).toEqual(expected);
      const row = world.db.bets.findFirst((q) => q.where({ orderNo: order.orderNo }));
      expect(row).toMatchObject({
        status: order.status,
        stakeFen: order.total,
        payoutFen: order.status === 1 ? order.win : 0,
        dueAt: null,
      });
    }
    expect(auditLedger(world)).toEqual([]);
  } finally {
    await app.close();
  }
}

describe('lottery and fast-food orders settle exactly once', () => {
  it('whatever the interleaving of orders, jumps, clock moves and cancellations', async () => {
    await fc.assert(fc.asyncProperty(fc.array(Step, { minLength: 1, maxLength: 12 }), run), { numRuns: NUM_RUNS });
  }, 240_000);
});
