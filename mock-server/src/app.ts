import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { parseLang } from '@contracts';
import { controlGuard } from './control/guard';
import { DEFAULT_THROTTLE, type ThrottleRules } from './core/client-throttle';
import type { WorldConfig } from './core/config';
import { bindContract } from './core/fastify-contract';
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
import { bannerUrl, BANNERS } from './areas/games';
import { isDomainError } from './core/errors';
import { registerWorldRouting } from './core/world-routing';
import type { Worlds } from './core/worlds';
import { scenarioCatalogue } from './scenarios/catalogue';

import { contractHandlers, createWorlds, DEFAULT_APP_VERSION, DEFAULT_NOW, DEFAULT_SEED, registerMockRoutes } from './mock-parts';

export { DEFAULT_APP_VERSION, DEFAULT_NOW, DEFAULT_SEED };
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
  const worlds = await createWorlds({
    seed: options.seed ?? DEFAULT_SEED,
    now: options.now ?? DEFAULT_NOW,
    clockMode: options.clockMode ?? 'frozen',
    realNow: options.realNow,
    world: options.world,
    throttle: options.throttle === undefined ? DEFAULT_THROTTLE : options.throttle,
    worldIdleMs: options.worldIdleMs ?? 60 * 60_000,
    maxWorlds: options.maxWorlds ?? 200,
  });
  const runtime = worlds.main;
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
  // A scenario's control calls pass the guard as the developer's own tools do: a loopback Host, the token if any.
  const scenarios = scenarioCatalogue(app, {
    host: options.listen ? `127.0.0.1:${options.listen.port}` : undefined,
    controlToken: options.controlToken,
  });
  const contracts = contractHandlers({ appVersion, validateOutput: options.validateOutput ?? true, publicOrigin, worlds, scenarios });
  bindContract(app, contracts.api, '/api/');
  bindContract(app, contracts.control, '/__mock/');
  registerMockRoutes(app);

  if (options.staticDir) {
    // The home page's largest paint is the first banner.
    const firstBanner = BANNERS[0];
    await registerStaticDelivery(app, options.staticDir, {
      preloadImage: firstBanner ? (lang) => bannerUrl(firstBanner.id, lang) : undefined,
    });
  }
  return app;
}

/** "scheme://host[:port]" only: a path, query or anything else in the setting is a configuration mistake. */
function publicOriginOf(value: string): string {
  const url = new URL(value);
  if (url.origin === 'null' || !/^https?:$/.test(url.protocol)) throw new Error(`publicOrigin must be an http(s) origin, got ${value}`);
  return url.origin;
}
