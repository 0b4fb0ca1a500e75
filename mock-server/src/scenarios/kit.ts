import { api, Refusal, type Endpoint, type InputOf, type OutputOf } from '@contracts';
import type { Session } from '@contracts/account/session';
import type { ControlClient } from '@contracts/control/client';
import { dataOf, injectApi, injectControl, type Injector } from './inject';

/**
 * The address a scenario's requests come from. Login and registration are throttled per client, and wrong
 * passwords counted per client: building a world spends none of a real client's budget.
 */
export const SCENARIO_CLIENT = 'scenario';

/** What the server asks of a control call beyond `app.inject`'s defaults (server.ts: a known port, a token). */
export interface KitOptions {
  /** `X-Mock-Token`, when the server requires one (it listens beyond loopback). */
  controlToken?: string;
  /** The Host the control API accepts when the server listens on a known port, e.g. `127.0.0.1:8080`. */
  host?: string;
}

/** A scenario's only tools: the domain's own calls, as a client makes them, in one world. */
export interface ScenarioKit {
  /** Calls an `/api/` endpoint; its data, or an Error naming the call and the refusal. */
  api<E extends Endpoint>(endpoint: E, input: InputOf<E>, token?: string): Promise<OutputOf<E>>;
  /**
   * Calls an `/api/` endpoint that must be refused (a wrong password on purpose), from `client` (the kit's own by
   * default): the refusal's message, or an Error when it was accepted.
   */
  refusal<E extends Endpoint>(endpoint: E, input: InputOf<E>, options?: { token?: string; client?: string }): Promise<string>;
  /** The typed control API (`/__mock/`). */
  control: ControlClient;
  login(username: string, password: string): Promise<Session>;
}

/** The kit over `app`'s world WORLD (`X-Mock-World`), or its default world when null. */
export function scenarioKit(app: Injector, world: string | null, options: KitOptions = {}): ScenarioKit {
  const headers: Record<string, string> = {};
  if (world !== null) headers['x-mock-world'] = world;
  if (options.host !== undefined) headers.host = options.host;

  const kit: ScenarioKit = {
    async api(endpoint, input, token) {
      const response = await injectApi(app, endpoint, input as object, { token, headers, client: SCENARIO_CLIENT });
      return dataOf(endpoint, response) as OutputOf<typeof endpoint>;
    },
    async refusal(endpoint, input, { token, client = SCENARIO_CLIENT } = {}) {
      const response = await injectApi(app, endpoint, input as object, { token, headers, client });
      const refused = Refusal.safeParse(response.json());
      if (!refused.success) throw new Error(`${endpoint.path} was not refused: ${response.statusCode} ${response.body}`);
      return refused.data.msg;
    },
    control: injectControl(app, { token: options.controlToken, headers, client: SCENARIO_CLIENT }),
    login: (username, password) => kit.api(api.account.login, { username, password }),
  };
  return kit;
}
