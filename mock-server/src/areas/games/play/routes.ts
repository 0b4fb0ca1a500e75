import type { HttpRoutes } from '../../../core/http';
import { toFen } from '@contracts';
import { z } from 'zod';
import { fail, isDomainError, translate } from '../../../core/errors';
import { worldOf } from '../../../core/world-routing';
import { browserScript } from '../../../core/browser-script';
import { placeBet, playInstant } from '../bets/play';
import { cancelBet } from '../bets/settle';
import { liveSession, redeemTicket } from '../tickets';
import { venueOf } from '../catalogue';
import { errorPage, playPage } from './page';
import { refusePlay } from './refuse';
import { playResultView, playState } from './view';

const Params = z.object({ sid: z.string().regex(/^[0-9a-f]{32}$/) });
const Play = z.object({ stake: z.string().trim(), pick: z.string().optional() });
const Withdraw = z.object({ orderNo: z.string().min(1) });
const STAKE = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * The demo game pages of game/openGame (not under /api/: the platform hands the player to the venue's
 * own page). GET /play/:ticket redeems the one-time ticket and serves the page; the page then talks to
 * /play/s/:session/{state,play,withdraw}. Answers are plain JSON `{ ok, … }` in the session's language.
 */
export function registerPlay(app: HttpRoutes): void {
  let script: Promise<string> | undefined;
  app.get('/play/page.js', async (_request, reply) => {
    script ??= browserScript(new URL('./play-page.browser.ts', import.meta.url));
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await script);
  });

  app.get('/play/:ticket', async (request, reply) => {
    const { ticket } = z.object({ ticket: z.string() }).parse(request.params);
    const runtime = worldOf(request);
    await runtime.tick();
    const redeemed = await runtime.write(() => redeemTicket(runtime.world, runtime.clock.now(), ticket));
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    if ('error' in redeemed)
      return reply
        .code(410)
        .type('text/html; charset=utf-8')
        .send(errorPage(redeemed.lang, translate(redeemed.error.key, redeemed.lang, redeemed.error.params)));
    const { session, game } = redeemed;
    return reply.type('text/html; charset=utf-8').send(playPage(session.id, playState(runtime.world, runtime.clock.now(), session, game)));
  });

  app.get('/play/s/:sid/state', async (request, reply) => {
    const params = Params.safeParse(request.params);
    if (!params.success) return refusePlay(reply, fail('play.notFound'), 'en', 404);
    const runtime = worldOf(request);
    await runtime.tick();
    const now = runtime.clock.now();
    const live = await runtime.write(() => liveSession(runtime.world, now, params.data.sid));
    if (isDomainError(live)) return refusePlay(reply, live, 'en', 410);
    return { ok: true, state: playState(runtime.world, now, live.session, live.game) };
  });

  app.post('/play/s/:sid/play', async (request, reply) => {
    const params = Params.safeParse(request.params);
    if (!params.success) return refusePlay(reply, fail('play.notFound'), 'en', 404);
    const runtime = worldOf(request);
    await runtime.tick();
    return runtime.write(async () => {
      const now = runtime.clock.now();
      const live = await liveSession(runtime.world, now, params.data.sid);
      if (isDomainError(live)) return refusePlay(reply, live, 'en', 410);
      const { session, game } = live;
      const body = Play.safeParse(request.body ?? {});
      if (!body.success || !STAKE.test(body.data.stake)) return refusePlay(reply, fail('play.stakeFormat'), session.lang);
      const stakeFen = toFen(body.data.stake);
      const result =
        venueOf(game).settlement === 'instant'
          ? await playInstant(runtime.world, now, session, game, stakeFen)
          : await placeBet(runtime.world, now, session, game, stakeFen, body.data.pick ?? '');
      if (isDomainError(result)) return refusePlay(reply, result, session.lang, result.key === 'play.insufficient' ? 409 : 400);
      const fresh = runtime.world.db.playSessions.findFirst((q) => q.where({ id: session.id })) ?? session;
      return { ok: true, result: playResultView(result, session.lang, game.category), state: playState(runtime.world, now, fresh, game) };
    });
  });

  app.post('/play/s/:sid/withdraw', async (request, reply) => {
    const params = Params.safeParse(request.params);
    const body = Withdraw.safeParse(request.body ?? {});
    if (!params.success || !body.success) return refusePlay(reply, fail('play.badRequest'), 'en');
    const runtime = worldOf(request);
    await runtime.tick();
    return runtime.write(async () => {
      const now = runtime.clock.now();
      const live = await liveSession(runtime.world, now, params.data.sid);
      if (isDomainError(live)) return refusePlay(reply, live, 'en', 410);
      const { session, game } = live;
      const bet = runtime.world.db.bets.findFirst((q) => q.where({ orderNo: body.data.orderNo }));
      if (!bet || bet.gameId !== game.id) return refusePlay(reply, fail('play.betUnknown'), session.lang, 404);
      const cancelled = await cancelBet(runtime.world, now, body.data.orderNo, 3, session.uid);
      if (isDomainError(cancelled)) return refusePlay(reply, cancelled, session.lang, 409);
      return { ok: true, state: playState(runtime.world, now, session, game) };
    });
  });
}
