import type { FastifyInstance, FastifyReply } from 'fastify';
import { toPlatformIso } from '@contracts';
import { z } from 'zod';
import { expireSessions } from '../core/auth';
import { FaultInput } from '../core/faults';
import type { MockRuntime } from '../core/runtime';
import { WorldSnapshot } from '../core/store';
import { findPlayerByUsername } from '../areas/account/players';

const Advance = z
  .object({ ms: z.number().min(0), seconds: z.number().min(0), minutes: z.number().min(0), hours: z.number().min(0), days: z.number().min(0) })
  .partial()
  .refine((v) => Object.values(v).some((n) => n !== undefined), 'give ms, seconds, minutes, hours or days');
const SetClock = z.object({ now: z.iso.datetime({ offset: true }) });
const Reseed = z.object({ seed: z.number().int() });
const Expire = z.object({ token: z.string().optional(), username: z.string().optional() });
const FaultId = z.object({ id: z.coerce.number().int().positive() });

function badRequest(reply: FastifyReply, error: z.ZodError) {
  return reply.code(400).send({ error: 'invalid control input', issues: error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) });
}

/**
 * Scenario control for QA, demos and e2e (never under /api/): reset, clock, faults, sessions,
 * state export/import. Answers plain JSON, not the platform envelope.
 */
export function registerControl(app: FastifyInstance, runtime: MockRuntime): void {
  const clockView = () => ({ now: toPlatformIso(runtime.clock.now()), nowMs: runtime.clock.now(), mode: runtime.clock.mode });

  app.post('/__mock/reset', async () => {
    await runtime.write(() => runtime.reset());
    return { ok: true, seed: runtime.world.seed, ...clockView() };
  });

  app.post('/__mock/reseed', async (request, reply) => {
    const input = Reseed.safeParse(request.body ?? {});
    if (!input.success) return badRequest(reply, input.error);
    await runtime.write(() => runtime.reset(input.data.seed));
    return { ok: true, seed: runtime.world.seed, ...clockView() };
  });

  app.get('/__mock/clock', async () => clockView());

  app.post('/__mock/clock/advance', async (request, reply) => {
    const input = Advance.safeParse(request.body ?? {});
    if (!input.success) return badRequest(reply, input.error);
    const { ms = 0, seconds = 0, minutes = 0, hours = 0, days = 0 } = input.data;
    runtime.clock.advance(ms + seconds * 1000 + minutes * 60_000 + hours * 3_600_000 + days * 86_400_000);
    await runtime.tick();
    return clockView();
  });

  app.post('/__mock/clock/set', async (request, reply) => {
    const input = SetClock.safeParse(request.body ?? {});
    if (!input.success) return badRequest(reply, input.error);
    runtime.clock.set(Date.parse(input.data.now));
    await runtime.tick();
    return clockView();
  });

  app.get('/__mock/faults', async () => ({ faults: runtime.faults.all() }));

  app.post('/__mock/faults', async (request, reply) => {
    const input = FaultInput.safeParse(request.body ?? {});
    if (!input.success) return badRequest(reply, input.error);
    return { fault: runtime.faults.add(input.data) };
  });

  app.delete('/__mock/faults', async () => {
    runtime.faults.clear();
    return { ok: true };
  });

  app.delete('/__mock/faults/:id', async (request, reply) => {
    const input = FaultId.safeParse(request.params);
    if (!input.success) return badRequest(reply, input.error);
    return runtime.faults.remove(input.data.id) ? { ok: true } : reply.code(404).send({ error: 'no such fault' });
  });

  app.post('/__mock/sessions/expire', async (request, reply) => {
    const input = Expire.safeParse(request.body ?? {});
    if (!input.success) return badRequest(reply, input.error);
    const { token, username } = input.data;
    let uid: number | undefined;
    if (username !== undefined) {
      const player = findPlayerByUsername(runtime.world, username);
      if (!player) return reply.code(404).send({ error: `no player ${username}` });
      uid = player.uid;
    }
    const expired = await runtime.write(() => expireSessions(runtime.world, runtime.clock.now(), { token, uid }));
    return { expired };
  });


  app.get('/__mock/state', async () => runtime.export());

  // A world with uploads can be large: allow up to 200 MB of JSON here only.
  app.post('/__mock/state', { bodyLimit: 200 * 1024 * 1024 }, async (request, reply) => {
    const input = WorldSnapshot.safeParse(request.body ?? {});
    if (!input.success) return badRequest(reply, input.error);
    try {
      await runtime.write(() => runtime.import(input.data));
    } catch (error) {
      return reply.code(400).send({ error: `state rejected: ${(error as Error).message}` });
    }
    return { ok: true, ...clockView() };
  });
}
