import { parseLang } from '@contracts';
import { BadBody, parseJsonBody } from '../core/body';
import type { ContractHandler } from '../core/binder';
import { DEFAULT_THROTTLE } from '../core/client-throttle';
import { sendFailKey } from '../core/envelope';
import type { HttpRequest } from '../core/http';
import { idempotencyStore, type Answer, type KeptAnswer } from '../core/idempotency';
import type { MockRuntime } from '../core/runtime';
import { secureHeaders } from '../core/security-headers';
import type { WorldSnapshot } from '../core/store';
import type { World } from '../core/store';
import type { Worlds } from '../core/worlds';
import { scenarioCatalogue } from '../scenarios/catalogue';
import type { InjectAnswer, InjectRequest } from '../scenarios/inject';
import { contractHandlers, createWorlds, DEFAULT_APP_VERSION, DEFAULT_NOW, DEFAULT_SEED, registerMockRoutes } from '../mock-parts';
import { BrowserReply } from './browser-reply';
import { BrowserRoutes } from './browser-routes';
import { isMultipart, readFormData } from './form-data';
import { parseQuery } from './query';

/** What the demo keeps of its world after each write: the world, the answers idempotency keys remember, and when. */
export interface SavedWorld {
  format: 1;
  snapshot: WorldSnapshot;
  kept: KeptAnswer[];
  /** Real time of the save: the clock runs on while the tab is closed or the worker sleeps. */
  savedAtMs: number;
}

/** The paths the mock answers (after the demo's folder): everything else is a static file of the demo. */
export const MOCK_PATH = /^\/(api|__mock|assets|play)\//i;

const SECURE_HEADERS = secureHeaders();

/**
 * The mock inside a service worker: the server's worlds, contracts and routes (mock-parts.ts) behind a transport that
 * takes a fetch `Request` and gives a `Response`. One world, the default one, with a running clock.
 */
export class BrowserMock {
  private saved: { world: World; writes: number } | null = null;

  private constructor(
    readonly worlds: Worlds,
    private readonly contracts: { api: ContractHandler; control: ContractHandler },
    private readonly routes: BrowserRoutes,
  ) {}

  /**
   * `base` is where the demo is published (`https://host/folder`): the play and download URLs handed out point into it,
   * so the worker, whose scope is that folder, answers them too.
   */
  static async create(base: string, saved: SavedWorld | null): Promise<BrowserMock> {
    const worlds = await createWorlds({
      seed: DEFAULT_SEED,
      now: DEFAULT_NOW,
      clockMode: 'running',
      throttle: DEFAULT_THROTTLE,
      worldIdleMs: 60 * 60_000,
      // One world: a tab cannot name another (docs/decisions.md, "A demo with no server").
      maxWorlds: 1,
    });
    // A scenario is built by driving the mock through its own API, as on the server: through this mock, made below.
    const self: { mock?: BrowserMock } = {};
    const contracts = contractHandlers({
      appVersion: DEFAULT_APP_VERSION,
      validateOutput: false,
      publicOrigin: base,
      worlds,
      scenarios: scenarioCatalogue({ inject: (request) => injectInto(self.mock, request) }, {}),
    });
    const routes = new BrowserRoutes();
    registerMockRoutes(routes);
    const mock = new BrowserMock(worlds, contracts, routes);
    self.mock = mock;
    if (saved) await mock.restore(saved);
    mock.markSaved();
    return mock;
  }

  get runtime(): MockRuntime {
    return this.worlds.main;
  }

  /**
   * The answer to a request for a mock path (MOCK_PATH), `path` taken relative to the demo's folder. `client` is the
   * caller's address for throttles and failure budgets: the browser's pages are one client, a scenario another.
   */
  async answer(request: Request, path: string, search: string, client = 'browser'): Promise<Response> {
    const reply = new BrowserReply();
    for (const [name, value] of Object.entries(SECURE_HEADERS)) reply.header(name, value);
    // Set by the binder on the first request of an Idempotency-Key: told the answer once it is known.
    const idempotency: { finish?: (answer: Answer | null) => void } = {};
    const lower = path.toLowerCase();
    const lang = parseLang(request.headers.get('lang') ?? undefined);
    try {
      const contract = lower.startsWith('/api/') ? this.contracts.api : lower.startsWith('/__mock/') ? this.contracts.control : null;
      const route = contract ? null : this.routes.find(request.method, path);
      const body = isMultipart(request) ? undefined : await readBody(request);
      const http: HttpRequest = {
        url: `${path}${search}`,
        method: request.method,
        headers: Object.fromEntries(request.headers),
        params: route?.params ?? {},
        query: parseQuery(new URLSearchParams(search)),
        body: body instanceof BadBody ? undefined : body,
        ip: client,
        mockWorld: this.worlds.main,
      };
      if (body instanceof BadBody) sendFailKey(reply, lang, body.key, body.params, lower.startsWith('/__mock/') ? 400 : 200);
      else if (contract) {
        await contract(
          {
            request: http,
            readMultipart: async () => (isMultipart(request) ? readFormData(request) : null),
            drop: () => (reply.dropped = true),
            onAnswer: (finish) => (idempotency.finish = finish),
            logError: (detail, message) => console.error(message, detail),
          },
          reply,
        );
      } else if (route) {
        const returned = await route.handler(http, reply);
        if (!reply.sent && returned !== undefined && returned !== reply) reply.send(returned);
      } else sendFailKey(reply, lang, 'request.unknownPath', { path }, 404);
    } catch (error) {
      console.error('mock bug', error);
      sendFailKey(reply, lang, 'internal', {}, 500);
    }
    const sent = reply.body();
    if (idempotency.finish) {
      const succeeded = reply.status === 200 && typeof sent === 'string' && sent.startsWith('{"code":1');
      idempotency.finish(succeeded ? { status: reply.status, payload: sent } : null);
    }
    return reply.toResponse(sent);
  }

  /** True when the world (or which world) changed since the last save. */
  changed(): boolean {
    const world = this.runtime.world;
    return this.saved?.world !== world || this.saved.writes !== world.writes;
  }

  /** The world as it stands, taken under the write lock so no unit of work is caught half done. */
  async save(): Promise<SavedWorld> {
    const runtime = this.runtime;
    return runtime.mutex.runExclusive(() => {
      const saved: SavedWorld = {
        format: 1,
        snapshot: runtime.export({ secrets: true }),
        kept: idempotencyStore(runtime.world).kept(),
        savedAtMs: Date.now(),
      };
      this.markSaved();
      return saved;
    });
  }

  private markSaved(): void {
    this.saved = { world: this.runtime.world, writes: this.runtime.world.writes };
  }

  private async restore(saved: SavedWorld): Promise<void> {
    const runtime = this.runtime;
    await runtime.import(saved.snapshot);
    idempotencyStore(runtime.world).restore(saved.kept);
    // The running clock went on while nobody was looking, as a server's does.
    runtime.clock.set(saved.snapshot.now + Math.max(0, Date.now() - saved.savedAtMs));
  }
}

/** A scenario's request (scenarios/inject.ts), answered by the mock as a page's would be. */
async function injectInto(mock: BrowserMock | undefined, request: InjectRequest): Promise<InjectAnswer> {
  if (!mock) throw new Error('the mock is not made yet');
  const url = new URL(request.url, 'https://scenario.invalid');
  for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
  const json = request.payload !== undefined;
  const answer = await mock.answer(
    new Request(url, {
      method: request.method,
      headers: { ...request.headers, ...(json ? { 'content-type': 'application/json' } : {}) },
      body: json ? JSON.stringify(request.payload) : undefined,
    }),
    url.pathname,
    url.search,
    request.remoteAddress,
  );
  const body = await answer.text();
  return { statusCode: answer.status, body, json: () => JSON.parse(body) as unknown };
}

/** A body as the server's parsers read it: JSON (ours), a urlencoded form, nothing, or a refusal naming why. */
async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const text = await request.text();
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (text === '' && type === '') return undefined;
  if (type.startsWith('application/json')) {
    try {
      return parseJsonBody(text);
    } catch (error) {
      if (error instanceof BadBody) return error;
      throw error;
    }
  }
  if (type.startsWith('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  // Fastify reads plain text as a string, which the contract then refuses as not an object.
  if (type.startsWith('text/plain')) return text;
  return new BadBody('request.unsupportedType', { type });
}
