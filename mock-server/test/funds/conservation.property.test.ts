import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { fromFen } from '@contracts';
import { openSession } from '@mock/core/auth';
import { auditLedger } from '@mock/core/ledger';
import { findPlayerByUsername } from '@mock/areas/account/players';
import { call, control, ctl, testApp } from '../helpers';
import { api, bindCard, type Session } from './wallet-helpers';

/**
 * Property: whatever the sequence of (concurrent) deposits, decisions, transfers, recycles,
 * withdrawals and clock moves, no fen is created or lost:
 *   Σ wallets + Σ pending withdrawals = seed balances + Σ approved deposits (+ gifts) − Σ paid withdrawals,
 * the ledger audit is clean, and each order's status is the one the documented rules predict.
 */
const NUM_RUNS = 100;

const PLAYERS = ['demo01', 'demo02'] as const;
const VENUES = ['ag_slots', 'harbour_sports', 'pearl_live', 'dragon_live'] as const;
const DEPOSIT_DELAY = 2 * 60_000;
const WITHDRAWAL_DELAY = 5 * 60_000;

const player = fc.constantFrom(0, 1);
const Command = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      player,
      fen: fc.integer({ min: 99_99, max: 50_000_01 }),
      usdt: fc.boolean(),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constantFrom('approveDeposit' as const, 'rejectDeposit' as const), pick: fc.nat() }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      player,
      venue: fc.constantFrom(...VENUES),
      toVenue: fc.boolean(),
      fen: fc.integer({ min: 1, max: 3_000_00 }),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constant('recycle' as const), player }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      player,
      fen: fc.integer({ min: 100_00, max: 9_000_00 }),
      wrongPassword: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constantFrom('payWithdrawal' as const, 'rejectWithdrawal' as const), pick: fc.nat() }), weight: 2 },
);
type Command = typeof Command extends fc.Arbitrary<infer C> ? C : never;
/** A batch runs its commands concurrently; a clock move runs alone so the model knows what came first. */
const Step = fc.oneof(
  { arbitrary: fc.array(Command, { minLength: 1, maxLength: 4 }).map((commands) => ({ kind: 'batch' as const, commands })), weight: 5 },
  { arbitrary: fc.integer({ min: 0, max: 6 * 60_000 }).map((ms) => ({ kind: 'advance' as const, ms })), weight: 1 },
);

interface ModelOrder {
  orderNo: string;
  fen: number;
  dueAt: number;
  status: 0 | 1 | 2;
}

async function world(): Promise<{ app: FastifyInstance; sessions: Session[]; payees: number[] }> {
  const app = await testApp();
  const now = app.mock.clock.now();
  const sessions: Session[] = [];
  for (const username of PLAYERS) {
    const uid = findPlayerByUsername(app.mock.world, username)!.uid;
    // A session straight from the store: logging in is not under test and scrypt is slow on purpose.
    sessions.push({ uid, token: (await openSession(app.mock.world, uid, now)).token });
  }
  const payees = [];
  for (const session of sessions) payees.push((await bindCard(app, session)).id);
  return { app, sessions, payees };
}

function totalFen(app: FastifyInstance): number {
  return app.mock.world.db.wallets.all().reduce((sum, w) => sum + w.balanceFen, 0);
}

describe('money conservation (fast-check)', () => {
  it(`never creates or loses a fen (${NUM_RUNS} runs)`, async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(Step, { minLength: 1, maxLength: 10 }), async (steps) => {
        runs++;
        const { app, sessions, payees } = await world();
        const initial = totalFen(app);
        const deposits: ModelOrder[] = [];
        const withdrawals: ModelOrder[] = [];
        let approvedFen = 0;
        let paidFen = 0;

        async function send(endpoint: Parameters<typeof call>[1], input: Record<string, unknown>, session: Session) {
          const response = await call(app, endpoint, input, { token: session.token });
          // Refusals are fine; a 500 (or an answer the contract rejects) never is.
          expect(response.statusCode, response.body).toBe(200);
          const body = response.json() as { code: number; data: Record<string, unknown> | null };
          expect([0, 1], response.body).toContain(body.code);
          return body.code === 1 ? body.data : null;
        }

        async function decide(
          kind: 'deposits' | 'withdrawals',
          order: ModelOrder | undefined,
          verb: 'approve' | 'reject' | 'pay',
          status: 1 | 2,
        ) {
          if (!order) return;
          const endpoint = {
            deposits: { approve: control.deposit.approveDeposit, reject: control.deposit.rejectDeposit },
            withdrawals: { pay: control.withdrawal.payWithdrawal, reject: control.withdrawal.rejectWithdrawal },
          }[kind][verb];
          const response = await ctl(app).send(endpoint!, { orderNo: order.orderNo });
          // Two decisions on one order in a batch: exactly the first wins, the model follows the server.
          if (order.status !== 0) return expect(response.status).toBe(409);
          expect(response.status, response.msg).toBe(200);
          order.status = status;
          if (kind === 'deposits' && status === 1) approvedFen += order.fen;
          if (kind === 'withdrawals' && status === 1) paidFen += order.fen;
        }

        async function run(command: Command) {
          switch (command.kind) {
            case 'deposit': {
              const session = sessions[command.player]!;
              const amount = fromFen(command.fen);
              const input = command.usdt
                ? { channelId: 5, amount, protocol: 'TRC20' }
                : { channelId: 1, amount, depositorName: 'Test Player' };
              const order = await send(api.deposit.submit, input, session);
              const inRange = command.fen >= 100_00 && command.fen <= 50_000_00;
              expect(order !== null).toBe(inRange);
              if (order) {
                const fen = command.fen + Math.round(Number(order.gift) * 100);
                deposits.push({ orderNo: String(order.orderNo), fen, dueAt: app.mock.clock.now() + DEPOSIT_DELAY, status: 0 });
              }
              return;
            }
            case 'approveDeposit':
            case 'rejectDeposit':
              return decide(
                'deposits',
                deposits[command.pick % Math.max(1, deposits.length)],
                command.kind === 'approveDeposit' ? 'approve' : 'reject',
                command.kind === 'approveDeposit' ? 1 : 2,
              );
            case 'transfer': {
              const [from, to] = command.toVenue ? ['central', command.venue] : [command.venue, 'central'];
              await send(api.funds.transfer, { from, to, amount: fromFen(command.fen) }, sessions[command.player]!);
              return;
            }
            case 'recycle':
              await send(api.funds.oneClickRecycle, {}, sessions[command.player]!);
              return;
            case 'withdraw': {
              const input = {
                amount: fromFen(command.fen),
                secondaryPassword: command.wrongPassword ? '000000' : '123456',
                methodId: 1,
                payeeId: payees[command.player],
              };
              const order = await send(api.withdrawal.submit, input, sessions[command.player]!);
              if (command.wrongPassword) expect(order).toBeNull();
              if (order)
                withdrawals.push({
                  orderNo: String(order.orderNo),
                  fen: command.fen,
                  dueAt: app.mock.clock.now() + WITHDRAWAL_DELAY,
                  status: 0,
                });
              return;
            }
            case 'payWithdrawal':
            case 'rejectWithdrawal':
              return decide(
                'withdrawals',
                withdrawals[command.pick % Math.max(1, withdrawals.length)],
                command.kind === 'payWithdrawal' ? 'pay' : 'reject',
                command.kind === 'payWithdrawal' ? 1 : 2,
              );
          }
        }

        try {
          for (const step of steps) {
            if (step.kind === 'advance') {
              await ctl(app).world.advance({ ms: step.ms });
              const now = app.mock.clock.now();
              // The documented clock rules: pending deposits approved, pending withdrawals paid, at their due time.
              for (const d of deposits.filter((order) => order.status === 0 && order.dueAt <= now)) {
                d.status = 1;
                approvedFen += d.fen;
              }
              for (const w of withdrawals.filter((order) => order.status === 0 && order.dueAt <= now)) {
                w.status = 1;
                paidFen += w.fen;
              }
            } else {
              await Promise.all(step.commands.map(run));
            }
            const pendingFen = withdrawals.filter((w) => w.status === 0).reduce((sum, w) => sum + w.fen, 0);
            expect(totalFen(app) + pendingFen).toBe(initial + approvedFen - paidFen);
            expect(auditLedger(app.mock.world)).toEqual([]);
            for (const d of deposits)
              expect(app.mock.world.db.depositOrders.findFirst((q) => q.where({ orderNo: d.orderNo }))?.status).toBe(d.status);
            for (const w of withdrawals)
              expect(app.mock.world.db.withdrawalOrders.findFirst((q) => q.where({ orderNo: w.orderNo }))?.status).toBe(w.status);
          }
        } finally {
          await app.close();
        }
      }),
      { numRuns: NUM_RUNS },
    );
    console.log(`money conservation: ${runs} runs passed`);
    expect(runs).toBeGreaterThanOrEqual(NUM_RUNS);
  }, 300_000);
});
