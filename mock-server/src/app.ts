import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { api, parseLang } from '@contracts';
import { UPLOAD_MAX_BYTES } from '@contracts/rules/feedback';
import { registerAssets } from './assets/routes';
import { control } from '@contracts/control';
import { controlGuard } from './control/guard';
import { DEFAULT_WORLD_CONFIG, type WorldConfig } from './core/config';
import { bindContract, pairHandlers } from './core/binder';
import type { ClockMode } from './core/clock';
import { sendFailKey } from './core/envelope';
import { MockRuntime } from './core/runtime';
import { registerDocs } from './docs/routes';
import { AREAS, controlHandlers, handlers } from './areas';
import type { Area } from './core/area';
import { inUnitOfWork } from './core/unit-of-work';

export const DEFAULT_SEED = 20261122;
export const DEFAULT_NOW = '2026-11-22T12:00:00+08:00';
export const DEFAULT_APP_VERSION = '1.3.4';

export interface AppOptions {
  /** Faker seed of the world (MOCK_SEED). */
  seed?: number;
  /** The start instant, ISO 8601 or epoch ms (MOCK_NOW). */
  now?: string | number;
  /** `frozen` for tests (moves only when told), `running` for people. Default frozen. */
  clockMode?: ClockMode;
  /** Serve a built web app from this folder under /h5/. */
  staticDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** The latest app version common/checkUpdate offers. */
  appVersion?: string;
  /** Check handler output against the contract; default on (server.ts turns it off when NODE_ENV is production). */
  validateOutput?: boolean;
  /** Real-time source of a running clock (tests may fake it). */
  realNow?: () => number;
  /** Decision delays of the clock (MOCK_DEPOSIT_DELAY_MS, MOCK_WITHDRAWAL_DELAY_MS, read by server.ts). */
  world?: Partial<WorldConfig>;
  /** The address server.ts listens on: the control API accepts only its Host (DNS rebinding). */
  listen?: { host: string; port: number };
  /** A public origin the app is also reached by (its host may use the control API). */
  publicOrigin?: string;
  /** Required as `X-Mock-Token` on `/__mock/` when set; server.ts sets one beyond loopback. */
  controlToken?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mock: MockRuntime;
  }
}

class MalformedJson extends Error {
  readonly code = 'MOCK_MALFORMED_JSON';
  readonly statusCode = 400;
}

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const startMs = typeof options.now === 'number' ? options.now : Date.parse(options.now ?? DEFAULT_NOW);
  if (Number.isNaN(startMs)) throw new Error(`invalid start instant ${String(options.now)}`);
  const runtime = await MockRuntime.create({
    seed: options.seed ?? DEFAULT_SEED,
    startMs,
    clockMode: options.clockMode ?? 'frozen',
    realNow: options.realNow,
    world: { ...DEFAULT_WORLD_CONFIG, ...options.world },
  });
  const appVersion = options.appVersion ?? DEFAULT_APP_VERSION;

  // The platform routes paths case-insensitively (`Lottery/getLotteryInfo`).
  const app = Fastify({ logger: options.logger ?? false, routerOptions: { caseSensitive: false } });
  app.decorate('mock', runtime);

  // The control API is for the developer's own tools only: no CORS, its Host, JSON bodies, a token beyond loopback.
  app.addHook('onRequest', controlGuard({ listen: options.listen, publicOrigin: options.publicOrigin, token: options.controlToken }));
  // The native wrapper calls the API from its own origin (host prefix): allow it, answer preflights.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.toLowerCase().startsWith('/__mock/')) return;
    reply.header('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      return reply
        .code(204)
        .header('access-control-allow-methods', 'GET, POST, DELETE, OPTIONS')
        .header('access-control-allow-headers', 'TOKEN, lang, Authorization, Content-Type')
        .header('access-control-max-age', '600')
        .send();
    }
  });

  // Our own JSON parser: an empty body is `{}`, and malformed JSON becomes a `code: 0` answer.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text, (key, value: unknown) => (key === '__proto__' || key === 'constructor' ? undefined : value)));
    } catch {
      done(new MalformedJson('malformed JSON'), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 5, fields: 20 } });

  // One error handler: bad input under /api/ is a `code: 0` answer, never a stack trace or a 500.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = parseLang(request.headers.lang);
    const clientError = (error.statusCode ?? 500) < 500;
    if (!clientError) request.log.error({ err: error }, 'unhandled error');
    // The control API answers in the same envelope; only its status codes are its own (400 bad input).
    const status = request.url.toLowerCase().startsWith('/__mock/') ? (clientError ? (error.statusCode ?? 400) : 500) : undefined;
    if (status !== undefined && !clientError) return sendFailKey(reply, lang, 'internal', {}, 500);
    if (error.code === 'MOCK_MALFORMED_JSON' || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return sendFailKey(reply, lang, 'request.malformed', {}, status);
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return sendFailKey(reply, lang, 'request.unsupportedType', { type: String(request.headers['content-type'] ?? '') }, status);
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendFailKey(reply, lang, 'upload.size', {}, status);
    if (clientError) return sendFailKey(reply, lang, 'request.malformed', {}, status);
    return sendFailKey(reply, lang, 'internal', {}, 500);
  });
  app.setNotFoundHandler((request, reply) =>
    sendFailKey(reply, parseLang(request.headers.lang), 'request.unknownPath', { path: request.url.split('?')[0] ?? '' }, 404),
  );

  registerDocs(app, appVersion);
  const validateOutput = options.validateOutput ?? true;
  bindContract(app, pairHandlers(api, handlers), { runtime, settings: { appVersion }, validateOutput, prefix: '/api/', faults: true, invalidStatus: 200 });
  bindContract(app, pairHandlers(control, controlHandlers), {
    runtime,
    settings: { appVersion },
    validateOutput,
    prefix: '/__mock/',
    faults: false,
    invalidStatus: 400,
    extendCtx: () => ({ runtime }),
  });
  registerAssets(app, runtime);
  for (const area of AREAS as readonly Area[]) {
    area.http?.(app, runtime);
    // Reads runtime.world on each tick, so reset / import (which swap the world) need nothing more.
    for (const [name, job] of Object.entries(area.jobs ?? {})) {
      runtime.clock.sweep(name, (nowMs) => inUnitOfWork(runtime.world, () => job(runtime.world, nowMs)));
    }
  }

  if (options.staticDir) {
    await app.register(fastifyStatic, { root: options.staticDir, prefix: '/h5/', redirect: true });
    app.get('/', async (_request, reply) => reply.redirect('/h5/'));
    app.get('/h5', async (_request, reply) => reply.redirect('/h5/'));
  }
  return app;
}
