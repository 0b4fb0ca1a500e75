import type { FastifyInstance, FastifyReply } from 'fastify';
import { AmountInput, fromFen, toFen, toPlatformIso } from '@contracts';
import { z } from 'zod';
import { auditLedger } from '../../core/ledger';
import type { MockRuntime } from '../../core/runtime';
import type { DepositOrderRecord } from '../deposit/schemas';
import type { WithdrawalOrderRecord } from '../withdrawal/schemas';
import type { World } from '../../core/store';
import { findPlayerByUsername, getPlayer } from '../account/players';
import { approveDeposit, rejectDeposit } from '../deposit/orders';
import { badgeSvg } from './icons';
import { updateWalletSettings, walletSettings } from './settings';
import { recordTurnover } from './turnover';
import { payWithdrawal, rejectWithdrawal } from '../withdrawal/orders';

const ListQuery = z.object({
  status: z.enum(['pending', 'approved', 'paid', 'rejected', 'all']).default('pending'),
  username: z.string().optional(),
});
const OrderParam = z.object({ orderNo: z.string().min(1) });
const Delay = z.number().int().min(0).nullable();
const Settings = z.object({ depositDelayMs: Delay, withdrawalDelayMs: Delay }).partial();
const Turnover = z.object({ username: z.string().min(1), validBet: AmountInput });
const STATUS = { pending: 0, approved: 1, paid: 1, rejected: 2 } as const;

function badRequest(reply: FastifyReply, error: z.ZodError) {
  return reply.code(400).send({ error: 'invalid control input', issues: error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) });
}

const time = (ms: number | null) => (ms === null ? null : toPlatformIso(ms));

function depositJson(world: World, o: DepositOrderRecord) {
  return { orderNo: o.orderNo, username: getPlayer(world, o.uid).username, uid: o.uid, channelId: o.channelId, amount: fromFen(o.amountFen), gift: fromFen(o.giftFen), status: o.status, createdAt: time(o.createdAt), dueAt: time(o.dueAt), expiresAt: time(o.expiresAt), finishedAt: time(o.finishedAt) };
}

function withdrawalJson(world: World, o: WithdrawalOrderRecord) {
  return { orderNo: o.orderNo, username: getPlayer(world, o.uid).username, uid: o.uid, methodType: o.methodType, payee: o.payeeLabel, amount: fromFen(o.amountFen), actualAmount: fromFen(o.actualFen), turnoverWarning: o.turnoverWarning, status: o.status, createdAt: time(o.createdAt), dueAt: time(o.dueAt), finishedAt: time(o.finishedAt) };
}

/**
 * The wallet area's part of the `/__mock/` API (plain JSON): list and decide pending deposits and
 * withdrawals, the clock delays, turnover for QA, a ledger audit. Money only ever moves through the
 * ledger: there is deliberately no "set balance". Also registers the area's clock job and its
 * generated images, the one place that has the runtime at hand.
 */
export function registerWalletControl(app: FastifyInstance, runtime: MockRuntime): void {

  function ordersRoute<R extends { uid: number; status: number; createdAt: number }>(path: string, all: (w: World) => R[], json: (w: World, r: R) => object) {
    app.get(path, async (request, reply) => {
      const query = ListQuery.safeParse(request.query ?? {});
      if (!query.success) return badRequest(reply, query.error);
      await runtime.tick();
      const world = runtime.world;
      const player = query.data.username === undefined ? null : findPlayerByUsername(world, query.data.username);
      if (player === undefined) return reply.code(404).send({ error: `no player ${query.data.username}` });
      const status = query.data.status === 'all' ? null : STATUS[query.data.status];
      const orders = all(world)
        .filter((o) => (status === null || o.status === status) && (player === null || o.uid === player.uid))
        .sort((a, b) => b.createdAt - a.createdAt);
      return { orders: orders.map((o) => json(world, o)) };
    });
  }
  ordersRoute('/__mock/wallet/deposits', (w) => w.db.depositOrders.all(), depositJson);
  ordersRoute('/__mock/wallet/withdrawals', (w) => w.db.withdrawalOrders.all(), withdrawalJson);

  function decisionRoute<R>(path: string, decide: (w: World, nowMs: number, orderNo: string) => Promise<R | 'notFound' | 'notPending'>, json: (w: World, r: R) => object) {
    app.post(path, async (request, reply) => {
      const params = OrderParam.safeParse(request.params);
      if (!params.success) return badRequest(reply, params.error);
      // Due jobs first: an order the clock has already decided is no longer pending.
      await runtime.tick();
      const result = await runtime.write(() => decide(runtime.world, runtime.clock.now(), params.data.orderNo));
      if (result === 'notFound') return reply.code(404).send({ error: `no order ${params.data.orderNo}` });
      if (result === 'notPending') return reply.code(409).send({ error: `order ${params.data.orderNo} is no longer pending` });
      return { order: json(runtime.world, result) };
    });
  }
  decisionRoute('/__mock/wallet/deposits/:orderNo/approve', approveDeposit, depositJson);
  decisionRoute('/__mock/wallet/deposits/:orderNo/reject', rejectDeposit, depositJson);
  decisionRoute('/__mock/wallet/withdrawals/:orderNo/pay', payWithdrawal, withdrawalJson);
  decisionRoute('/__mock/wallet/withdrawals/:orderNo/reject', rejectWithdrawal, withdrawalJson);

  app.get('/__mock/wallet/settings', async () => walletSettings(runtime.world));
  app.post('/__mock/wallet/settings', async (request, reply) => {
    const input = Settings.safeParse(request.body ?? {});
    if (!input.success) return badRequest(reply, input.error);
    // Applies to orders created from now on; pending orders keep the due time they were given.
    return runtime.write(() => updateWalletSettings(runtime.world, input.data));
  });

  app.post('/__mock/wallet/turnover', async (request, reply) => {
    const input = Turnover.safeParse(request.body ?? {});
    if (!input.success) return badRequest(reply, input.error);
    const player = findPlayerByUsername(runtime.world, input.data.username);
    if (!player) return reply.code(404).send({ error: `no player ${input.data.username}` });
    await runtime.write(() => recordTurnover(runtime.world, player.uid, toFen(input.data.validBet)));
    return { ok: true };
  });

  app.get('/__mock/wallet/audit', async () => ({ problems: auditLedger(runtime.world) }));

  // Generated images of banks, channels, methods and currencies: "/assets/wallet/banks/ICBC.svg".
  app.get('/assets/wallet/:kind/:file', async (request, reply) => {
    const params = z.object({ kind: z.enum(['banks', 'channels', 'methods', 'currencies']), file: z.string().regex(/^[A-Za-z0-9_-]{1,16}\.svg$/) }).safeParse(request.params);
    if (!params.success) return reply.code(404).send({ code: 0, msg: 'no such image', data: null });
    const name = params.data.file.replace(/\.svg$/, '');
    const text = params.data.kind === 'channels' || params.data.kind === 'methods' ? `#${name}` : name;
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(badgeSvg(text, name));
  });

  // The page a card-transfer-link or Alipay order sends the player to: a stand-in, nothing is paid.
  app.get('/assets/wallet/pay/:ref', async (request, reply) => {
    const { ref } = z.object({ ref: z.string().regex(/^[A-Za-z0-9-]{1,40}$/).catch('order') }).parse(request.params);
    return reply
      .type('text/html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Payment ${ref}</title></head><body style="font-family:sans-serif;max-width:30rem;margin:2rem auto;padding:0 1rem"><h1>Mock payment page</h1><p>Reference <strong>${ref}</strong>. This stands in for the payment provider: nothing is charged. The order is decided by the mock clock or the control API.</p></body></html>`,
      );
  });
}
