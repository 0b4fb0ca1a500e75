import { api, flattenContract, type Endpoint, type OutputInputOf, type ParsedInputOf } from '@contracts';
import { recordedExamples } from '@contracts/openapi/examples';
import { onTestFinished, vi } from 'vitest';
import { jsonResponse } from './render';

/** An answer that is not data: a refusal, a 401, a failing server or no connection at all. */
export type Failure =
  | { fail: 'refuse'; msg: string; field?: string }
  | { fail: 'unauthorized'; msg: string }
  | { fail: 'server'; status: number }
  | { fail: 'network' };

/** A refusal; `field` names the input it is about, as the server's envelope does (the contract's `Refusal`). */
export const refuse = (msg: string, field?: string): Failure => ({ fail: 'refuse', msg, ...(field === undefined ? {} : { field }) });
export const unauthorized = (msg = 'Please log in again'): Failure => ({ fail: 'unauthorized', msg });
export const serverError = (status = 500): Failure => ({ fail: 'server', status });
export const networkFailure = (): Failure => ({ fail: 'network' });

/** One call as the page made it: the input read through the endpoint's schema, and the raw request. */
export interface Call<E extends Endpoint> {
  input: ParsedInputOf<E>;
  url: string;
  init: RequestInit;
}

type Reply<E extends Endpoint> = OutputInputOf<E> | Failure;
/** What the double answers: the data itself, or a function of the call (which may never settle). */
export type Answer<E extends Endpoint> = Reply<E> | ((input: ParsedInputOf<E>, call: Call<E>) => Reply<E> | Promise<Reply<E>>);

const endpoints = flattenContract(api);
const byPath = new Map(endpoints.map(({ key, endpoint }) => [endpoint.path.toLowerCase(), { key, endpoint }]));

/**
 * The endpoint's answer recorded from the seeded world (contracts/src/openapi/examples.json), checked against its
 * output schema: a whole, valid answer for a test to spread its own values over.
 */
export function example<E extends Endpoint>(endpoint: E): OutputInputOf<E> {
  const key = endpoints.find((entry) => entry.endpoint === endpoint)?.key ?? 'an endpoint outside the contract';
  const answer = recordedExamples[key]?.answer;
  const data = typeof answer === 'object' && answer !== null && 'data' in answer ? answer.data : undefined;
  if (!endpoint.output.safeParse(data).success) throw new Error(`example: no valid recorded answer for ${key}`);
  // Checked just above against the schema OutputInputOf<E> is read from.
  return data as OutputInputOf<E>;
}

const isFailure = (value: unknown): value is Failure => typeof value === 'object' && value !== null && 'fail' in value;

function fail(reply: Failure): Response {
  switch (reply.fail) {
    case 'refuse':
      return jsonResponse({ code: 0, msg: reply.msg, ...(reply.field === undefined ? {} : { field: reply.field }), data: null });
    case 'unauthorized':
      return jsonResponse({ code: 401, msg: reply.msg, data: null }, 401);
    case 'server':
      return jsonResponse({ code: 0, msg: 'internal error', data: null }, reply.status);
    case 'network':
      throw new TypeError('Failed to fetch');
  }
}

/** The input as sent: the query (GET), the form's text fields (an upload; its file is not input), or the JSON body. */
function readRaw(endpoint: Endpoint, url: URL, init: RequestInit): unknown {
  if (endpoint.method === 'GET') return Object.fromEntries(url.searchParams);
  if (init.body instanceof FormData) return Object.fromEntries([...init.body].filter(([, value]) => typeof value === 'string'));
  return JSON.parse(typeof init.body === 'string' ? init.body : '{}');
}

/**
 * The `/api/` server of a component test, answering by contract endpoint: `fakeApi().on(api.records.getAwardList,
 * { list, total: 1, page: 1, pageSize: 20 })`. Answers are typed from the endpoint and checked against its output
 * schema; the page's input is read through its input schema. A call nobody answers, an input the contract refuses or
 * an answer it would not allow rejects the call and fails the test when it finishes. Replaces the global fetch
 * (`vi.unstubAllGlobals()` restores it).
 */
export function fakeApi() {
  const answers = new Map<Endpoint, Answer<Endpoint>>();
  const calls = new Map<Endpoint, Array<Call<Endpoint>>>();
  const problems: string[] = [];
  onTestFinished(() => {
    if (problems.length) throw new Error(problems.join('\n'));
  });
  /** Rejects the call and fails the test when it ends, whatever the page did with the rejection. */
  const loud = (message: string) => {
    // Said at once too: when the test fails first on what the page then could not show, this is why.
    console.error(message);
    problems.push(message);
    return new Error(message);
  };

  const fetch = vi.fn(async (target: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(target), 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '').toLowerCase();
    const known = byPath.get(path);
    const answer = known && answers.get(known.endpoint);
    if (!known || answer === undefined) throw loud(`fakeApi: nobody answers ${init.method ?? 'GET'} ${url.pathname}`);
    const input = known.endpoint.input.safeParse(readRaw(known.endpoint, url, init));
    if (!input.success) throw loud(`fakeApi: the page sent ${known.key} an input its contract refuses: ${input.error.message}`);
    const call: Call<Endpoint> = { input: input.data, url: String(target), init };
    calls.set(known.endpoint, [...(calls.get(known.endpoint) ?? []), call]);
    const reply = typeof answer === 'function' ? await answer(call.input, call) : answer;
    if (isFailure(reply)) return fail(reply);
    // Checked as the mock checks its handlers' answers: data the contract would not allow fails the test.
    const checked = known.endpoint.output.safeParse(reply);
    if (!checked.success) throw loud(`fakeApi: the answer for ${known.key} does not match its contract: ${checked.error.message}`);
    return jsonResponse({ code: 1, msg: 'ok', data: checked.data });
  });
  vi.stubGlobal('fetch', fetch);

  const fake = {
    fetch,
    /** Answers every later call of this endpoint (replacing an earlier answer). */
    on<E extends Endpoint>(endpoint: E, answer: Answer<E>) {
      answers.set(endpoint, answer as Answer<Endpoint>);
      return fake;
    },
    /** The calls made to this endpoint so far, oldest first. */
    calls<E extends Endpoint>(endpoint: E): Array<Call<E>> {
      return (calls.get(endpoint) ?? []) as Array<Call<E>>;
    },
  };
  return fake;
}
