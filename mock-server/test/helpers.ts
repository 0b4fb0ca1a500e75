import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { api, Refusal, type Endpoint, type InputOf, type OutputOf } from '@contracts';
import { control } from '@contracts/control';
import type { ControlClient } from '@contracts/control/client';
import { z } from 'zod';
import { buildApp, type AppOptions } from '@mock/app';
import { dataOf, injectApi, injectControl } from '@mock/scenarios/inject';

export { api, control };

export async function testApp(options: AppOptions = {}): Promise<FastifyInstance> {
  return buildApp({ clockMode: 'frozen', ...options });
}

export interface CallOptions {
  token?: string;
  lang?: 'en' | 'zh_hans';
  headers?: Record<string, string>;
  /** The caller's address (failure budgets and throttles count per client); 127.0.0.1 by default. */
  client?: string;
}

/** Calls an endpoint the way the web client does (query for GET, JSON for POST). */
export async function call(app: FastifyInstance, endpoint: Endpoint, input: Record<string, unknown> = {}, options: CallOptions = {}) {
  return injectApi(app, endpoint, input, { ...options, client: options.client ?? '127.0.0.1' });
}

/** A refusal (with the input it is about, when it names one) or a 401, as the contract's `Refusal` spells it. */
const Failure = Refusal.extend({ code: z.union([z.literal(0), z.literal(401)]), msg: z.string().min(1) }).strict();

/** Asserts `code: 1` and returns `data` parsed with the endpoint's contract output schema. */
export const okData = dataOf;

export function failure(response: LightMyRequestResponse) {
  return Failure.parse(response.json());
}

export async function loginAs(app: FastifyInstance, username = 'demo01', password = 'demo1234'): Promise<{ token: string; uid: number }> {
  return okData(api.account.login, await call(app, api.account.login, { username, password }));
}

export const validRegistration = (username: string) => ({
  username,
  password: 'abc12345',
  confirmPassword: 'abc12345',
  mobile: '13812345678',
  realName: '测试玩家',
  secondaryPassword: '654321',
  agreement: true,
});

/** The one typed control client (contracts/src/control/client.ts) over app.inject. */
export const ctl: (app: FastifyInstance, options?: { token?: string }) => ControlClient = injectControl;

/** A control call's HTTP status and data (null when refused), for tests of refusals. */
export async function controlCall<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  input?: InputOf<E>,
): Promise<{ status: number; body: OutputOf<E> }> {
  const answer = await ctl(app).send(endpoint, input);
  return { status: answer.status, body: answer.data as OutputOf<E> };
}
