import type { FastifyInstance, FastifyReply } from 'fastify';
import { toPlatformIso } from '@contracts';
import { z } from 'zod';
import { isDomainError, translate } from '../../core/errors';
import type { MockRuntime } from '../../core/runtime';
import type { BetRow } from './schemas';
import type { World } from '../../core/store';
import { findPlayerByUsername, getPlayer } from '../account/players';
import { toBetRecord } from './bets/records';
import { cancelBet, settleNow } from './bets/settle';

const ListQuery = z.object({
  username: z.string().optional(),
  status: z.coerce.number().int().min(0).max(3).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
const Settle = z.object({ orderNo: z.string().min(1).optional(), username: z.string().optional(), outcome: z.enum(['win', 'lose']).optional() });
const Cancel = z.object({ orderNo: z.string().min(1), withdrawn: z.boolean().default(false) });

function badRequest(reply: FastifyReply, error: z.ZodError) {
  return reply.code(400).send({ error: 'invalid control input', issues: error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) });
}

function betJson(world: World, bet: BetRow) {
  return { ...toBetRecord(world, bet, 'en'), username: getPlayer(world, bet.uid).username, dueAt: bet.dueAt === null ? null : toPlatformIso(bet.dueAt), archived: bet.archived };
}

/**
 * The lobby's part of the `/__mock/` API (plain JSON): list bets, settle Unfinished ones now (all, a
 * player's, or one; optionally forcing win or lose), cancel one with a refund (status 2, or 3 "order
 * withdrawn"). Settling otherwise happens by itself when the clock passes a bet's due time.
 */
export function registerLobbyControl(app: FastifyInstance, runtime: MockRuntime): void {
  app.get('/__mock/bets', async (request, reply) => {
    const query = ListQuery.safeParse(request.query ?? {});
    if (!query.success) return badRequest(reply, query.error);
    await runtime.tick();
    const world = runtime.world;
    const player = query.data.username === undefined ? null : findPlayerByUsername(world, query.data.username);
    if (player === undefined) return reply.code(404).send({ error: `no player ${query.data.username}` });
    const bets = world.db.bets
      .findMany((q) => q.where((b) => (player === null || b.uid === player.uid) && (query.data.status === undefined || b.status === query.data.status)))
      .sort((a, b) => b.betAt - a.betAt || b.orderNo.localeCompare(a.orderNo))
      .slice(0, query.data.limit);
    return { bets: bets.map((b) => betJson(world, b)) };
  });

  app.post('/__mock/bets/settle', async (request, reply) => {
    const input = Settle.safeParse(request.body ?? {});
    if (!input.success) return badRequest(reply, input.error);
    await runtime.tick();
    const world = runtime.world;
    const player = input.data.username === undefined ? null : findPlayerByUsername(world, input.data.username);
    if (player === undefined) return reply.code(404).send({ error: `no player ${input.data.username}` });
    const settled = await runtime.write(() =>
      settleNow(world, runtime.clock.now(), { orderNo: input.data.orderNo, uid: player?.uid, outcome: input.data.outcome }),
    );
    if (isDomainError(settled)) return reply.code(settled.key === 'play.betUnknown' ? 404 : 409).send({ error: translate(settled.key, 'en') });
    return { settled: settled.map((b) => betJson(world, b)) };
  });

  app.post('/__mock/bets/cancel', async (request, reply) => {
    const input = Cancel.safeParse(request.body ?? {});
    if (!input.success) return badRequest(reply, input.error);
    await runtime.tick();
    const world = runtime.world;
    const cancelled = await runtime.write(() => cancelBet(world, runtime.clock.now(), input.data.orderNo, input.data.withdrawn ? 3 : 2));
    if (isDomainError(cancelled)) return reply.code(cancelled.key === 'play.betUnknown' ? 404 : 409).send({ error: translate(cancelled.key, 'en') });
    return { cancelled: betJson(world, cancelled) };
  });
}
