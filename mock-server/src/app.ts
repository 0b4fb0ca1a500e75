import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { api, parseLang } from '@contracts';
import { registerAssets } from './assets/routes';
import { control } from '@contracts/control';
import { CLOCK_MAX_MS, CLOCK_MIN_MS } from '@contracts/control/world';
import { controlGuard } from './control/guard';
import { DEFAULT_THROTTLE, type ThrottleRules } from './core/client-throttle';
import type { WorldConfig } from './core/config';
import { bindContract, pairHandlers } from './core/binder';
import { registerBodyParsers } from './core/body-parsers';
import type { ClockMode } from './core/clock';
import { registerCompression } from './core/compression';
import { sendFailKey } from './core/envelope';
import { registerIdempotencyCapture } from './core/idempotency';
import { MockRuntime } from './core/runtime';
import { registerSecurityHeaders } from './core/security-headers';
import { registerStaticDelivery } from './core/static-delivery';
import { clientErrorHandler, frameworkErrors, registerWireErrors } from './core/wire-errors';
import { registerDocs } from './docs/routes';
import { AREAS } from './areas';
import { controlHandlers, DEFAULT_WORLD_CONFIG, handlers, WORLD_SHAPE } from './areas/world';
import { bannerUrl, BANNERS } from './areas/games';
import type { Area } from './core/area';
import { inUnitOfWork } from './core/unit-of-work';
import { isDomainError } from './core/errors';
import { registerWorldRouting } from './core/world-routing';
import { Worlds, type WorldStart } from './core/worlds';
import { scenarioCatalogue } from './scenarios/catalogue';

export const DEFAULT_SEED = 20261122;
export const DEFAULT_NOW = '2026-11-22T12:00:00+08:00';
export const DEFAULT_APP_VERSION = '1.3.4';
/** Where the absolute URLs the server hands out point when nothing is configured (server.ts passes its own). */
export const DEFAULT_PUBLIC_ORIGIN = 'http://127.0.0.1:8080';

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
  /** The areas' settings (MOCK_DEPOSIT_DELAY_MS, MOCK_WITHDRAWAL_DELAY_MS, MOCK_LOTTERY_SECRET, read by server.ts). */
  world?: Partial<WorldConfig>;
  /** The address server.ts listens on: the control API accepts only its Host (DNS rebinding). */
  listen?: { host: string; port: number };
  /**
   * PUBLIC_ORIGIN: the origin of the URLs the server hands out (play pages, app downloads), never the
   * request's Host; its host may also use the control API.
   */
  publicOrigin?: string;
  /** Per-client rates of login and registration (each hashes a password); null: unlimited. Default DEFAULT_THROTTLE. */
  throttle?: ThrottleRules | null;
  /** Required as `X-Mock-Token` on `/__mock/` when set; server.ts sets one beyond loopback. */
  controlToken?: string;
  /** A named world nobody has used for this long is deleted (MOCK_WORLD_IDLE_MINUTES); default 60 minutes. */
  worldIdleMs?: number;
  /** The most worlds the server holds, the default one included; default 200. */
  maxWorlds?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The default world: what a request reaches unless it names another. */
    mock: MockRuntime;
    worlds: Worlds;
  }
}

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const startMs = typeof options.now === 'number' ? options.now : Date.parse(options.now ?? DEFAULT_NOW);
  if (Number.isNaN(startMs)) throw new Error(`invalid start instant ${String(options.now)}`);
  if (startMs < CLOCK_MIN_MS || startMs > CLOCK_MAX_MS)
    throw new Error(`the start instant ${String(options.now)} is outside the clock's range (2000 to 2199)`);
  const seed = options.seed ?? DEFAULT_SEED;
  const clockMode = options.clockMode ?? 'frozen';
  // Every world is made alike: the same areas, settings and throttle rules; its own seed, clock and everything else.
  const makeRuntime = async (start: WorldStart = {}): Promise<MockRuntime> => {
    const made = await MockRuntime.create({
      seed: start.seed ?? seed,
      startMs,
      clockMode: start.clock ?? clockMode,
      realNow: options.realNow,
      shape: WORLD_SHAPE,
      world: { ...DEFAULT_WORLD_CONFIG, ...options.world },
      throttle: options.throttle === undefined ? DEFAULT_THROTTLE : options.throttle,
    });
    if (start.state) await made.import(start.state);
    armClockJobs(made);
    return made;
  };
  const runtime = await makeRuntime();
  const worlds = new Worlds(runtime, makeRuntime, {
    idleMs: options.worldIdleMs ?? 60 * 60_000,
    max: options.maxWorlds ?? 200,
    realNow: options.realNow,
  });
  const appVersion = options.appVersion ?? DEFAULT_APP_VERSION;
  const publicOrigin = publicOriginOf(options.publicOrigin ?? DEFAULT_PUBLIC_ORIGIN);

  // The platform routes paths case-insensitively (`Lottery/getLotteryInfo`).
  // Errors raised before any route (a broken percent-encoding, an oversize request line) answer the envelope too.
  const app = Fastify({ logger: options.logger ?? false, routerOptions: { caseSensitive: false }, frameworkErrors, clientErrorHandler });
  app.decorate('mock', runtime);
  app.decorate('worlds', worlds);
  await registerCompression(app);

  // The control API is for the developer's own tools only: no CORS, its Host, JSON bodies, a token beyond loopback.
  app.addHook('onRequest', controlGuard({ listen: options.listen, publicOrigin: options.publicOrigin, token: options.controlToken }));
  registerWorldRouting(app, worlds, {
    // Only the developer's own server (no control token) creates a world for a tab that names a new one.
    joinable: async (name) =>
      worlds.get(name) !== undefined || (options.controlToken === undefined && !isDomainError(await worlds.create(name, {}))),
  });
  // The native wrapper calls the API from its own origin (host prefix): allow it, answer preflights.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.toLowerCase().startsWith('/__mock/')) return;
    reply.header('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      return reply
        .code(204)
        .header('access-control-allow-methods', 'GET, POST, DELETE, OPTIONS')
        .header('access-control-allow-headers', 'TOKEN, lang, Authorization, Content-Type, Idempotency-Key')
        .header('access-control-max-age', '600')
        .send();
    }
  });

  // hardening: secure headers, bodies read strictly, every bad input answered as such, idempotent money calls.
  registerSecurityHeaders(app);
  await registerBodyParsers(app);
  registerWireErrors(app);
  registerIdempotencyCapture(app);
  app.setNotFoundHandler((request, reply) =>
    sendFailKey(reply, parseLang(request.headers.lang), 'request.unknownPath', { path: request.url.split('?')[0] ?? '' }, 404),
  );

  registerDocs(app, appVersion, publicOrigin);
  const validateOutput = options.validateOutput ?? true;
  bindContract(app, pairHandlers(api, handlers), {
    settings: { appVersion },
    validateOutput,
    publicOrigin,
    prefix: '/api/',
    faults: true,
    invalidStatus: 200,
  });
  // A scenario's control calls pass the guard as the developer's own tools do: a loopback Host, the token if any.
  const scenarios = scenarioCatalogue(app, {
    host: options.listen ? `127.0.0.1:${options.listen.port}` : undefined,
    controlToken: options.controlToken,
  });
  bindContract(app, pairHandlers(control, controlHandlers), {
    settings: { appVersion },
    validateOutput,
    publicOrigin,
    prefix: '/__mock/',
    faults: false,
    invalidStatus: 400,
    extendCtx: (_ctx, requested) => ({ runtime: requested, worlds, scenarios }),
  });
  registerAssets(app);
  for (const area of AREAS as readonly Area[]) area.http?.(app);

  if (options.staticDir) {
    // The home page's largest paint is the first banner.
    const firstBanner = BANNERS[0];
    await registerStaticDelivery(app, options.staticDir, {
      preloadImage: firstBanner ? (lang) => bannerUrl(firstBanner.id, lang) : undefined,
    });
  }
  return app;
}

/** Each area's clock jobs on a world's clock. They read runtime.world on each tick, so reset / import (which swap the world) need nothing more. */
function armClockJobs(runtime: MockRuntime): void {
  for (const area of AREAS as readonly Area[]) {
    for (const [name, job] of Object.entries(area.jobs ?? {})) {
      runtime.clock.sweep(name, (nowMs) => inUnitOfWork(runtime.world, () => job(runtime.world, nowMs)));
    }
  }
}

/** "scheme://host[:port]" only: a path, query or anything else in the setting is a configuration mistake. */
function publicOriginOf(value: string): string {
  const url = new URL(value);
  if (url.origin === 'null' || !/^https?:$/.test(url.protocol)) throw new Error(`publicOrigin must be an http(s) origin, got ${value}`);
  return url.origin;
}
