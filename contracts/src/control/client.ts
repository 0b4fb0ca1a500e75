import type { z } from 'zod';
import type { Endpoint, HttpMethod, InputOf, OutputOf } from '../core/endpoint';
import { control, type Control } from './index';
import { pathParams } from './endpoint';

/** How the client reaches a server: Playwright's request context, `app.inject`, fetch … */
export type ControlTransport = (request: {
  method: HttpMethod;
  /** `/__mock/…` with path parameters filled in. */
  path: string;
  query: Record<string, string>;
  /** JSON body (POST and DELETE; `{}` when there is nothing to send, so the Content-Type is JSON). */
  body: object | undefined;
  headers: Record<string, string>;
}) => Promise<{ status: number; body: unknown }>;

/** The control API's envelope, as answered. */
export interface ControlAnswer<T> {
  status: number;
  code: number;
  msg: string;
  data: T | null;
}

export class ControlError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    readonly msg: string,
  ) {
    super(`/__mock/${path} answered ${status}: ${msg}`);
  }
}

// `{} extends` asks whether every input field is optional (then the argument may be left out).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type Call<E> = {} extends InputOf<E> ? (input?: InputOf<E>) => Promise<OutputOf<E>> : (input: InputOf<E>) => Promise<OutputOf<E>>;
/** The control contract as methods: `ctl.deposit.approveDeposit({ orderNo })` → its data. */
export type ControlClient = { [G in keyof Control]: { [N in keyof Control[G]]: Call<Control[G][N]> } } & {
  /** The whole answer (status, code, msg, data) without throwing: for tests of refusals. */
  send<E extends Endpoint>(endpoint: E, input?: InputOf<E>): Promise<ControlAnswer<OutputOf<E>>>;
};

/**
 * The one typed client of `/__mock/`, built from the contract: paths, methods, path parameters and
 * bodies come from the endpoints, answers are parsed with their output schemas.
 */
export function controlClient(transport: ControlTransport, options: { token?: string } = {}): ControlClient {
  async function send<E extends Endpoint>(endpoint: E, input?: InputOf<E>): Promise<ControlAnswer<OutputOf<E>>> {
    const values: Record<string, unknown> = { ...(input as object | undefined) };
    let path = endpoint.path;
    for (const name of pathParams(endpoint.path)) {
      path = path.replace(`{${name}}`, encodeURIComponent(String(values[name])));
      delete values[name];
    }
    const query =
      endpoint.method === 'GET'
        ? Object.fromEntries(
            Object.entries(values)
              .filter(([, v]) => v !== undefined)
              .map(([k, v]) => [k, String(v)]),
          )
        : {};
    const headers: Record<string, string> = options.token ? { 'x-mock-token': options.token } : {};
    const answer = await transport({
      method: endpoint.method,
      path: `/__mock/${path}`,
      query,
      body: endpoint.method === 'GET' ? undefined : values,
      headers,
    });
    const body = answer.body as { code?: number; msg?: string; data?: unknown };
    const data = body.code === 1 ? (endpoint.output as z.ZodType).parse(body.data) : null;
    return { status: answer.status, code: body.code ?? -1, msg: body.msg ?? '', data: data as OutputOf<E> | null };
  }

  async function call<E extends Endpoint>(endpoint: E, input?: InputOf<E>): Promise<OutputOf<E>> {
    const answer = await send(endpoint, input);
    if (answer.code !== 1 || answer.data === null) throw new ControlError(endpoint.path, answer.status, answer.msg);
    return answer.data;
  }

  const groups = Object.fromEntries(
    Object.entries(control).map(([group, endpoints]) => [
      group,
      Object.fromEntries(
        Object.entries(endpoints).map(([name, endpoint]) => [name, (input?: object) => call(endpoint as Endpoint, input as never)]),
      ),
    ]),
  );
  return { ...groups, send } as ControlClient;
}
