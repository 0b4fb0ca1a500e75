import { showToast } from './toast';
import type { Endpoint, InputOf, OutputOf } from '@contracts/core/endpoint';
import type { Wire } from '@web/api/wire/wire';
import { ApiError } from './api-error';
import { apiBase } from './native-bridge';
import { currentHashPath, relaunch, routes } from '@web/app/routes';
import { session } from './session';

/** Spec §9: request, upload and download time-out. */
export const REQUEST_TIMEOUT_MS = 60_000;

export interface RequestOptions {
  /** false: the caller shows the `code: 0` message itself (inline form errors). */
  toast?: boolean;
  signal?: AbortSignal;
  /**
   * Money writes: one key per submission, sent as `Idempotency-Key`, so a retry of the same submission
   * (React Query's, or the player pressing again after a network error) acts once on the server.
   */
  idempotencyKey?: string;
  /** Sent instead of the session's token: logout ends a session the app has already let go of. */
  token?: string;
}

/** The envelope as read, before it is trusted: a refusal (the contract's `Refusal`) may name its `field`. */
interface WireEnvelope {
  code: number;
  msg?: string;
  field?: unknown;
  data?: unknown;
}

export function authHeaders(token: string = session.get().token): Record<string, string> {
  return { TOKEN: token, lang: session.get().lang };
}

export function toQueryString(input: unknown): string {
  if (!input || typeof input !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * 401 (HTTP status or `code: 401`): the token and uid go and the player is relaunched to login,
 * remembering where they were so login brings them back.
 */
export function handleUnauthorized() {
  session.clearAuth();
  const here = currentHashPath();
  const onAuthPage = here.startsWith(routes.login.path) || here.startsWith(routes.register.path);
  if (!onAuthPage) relaunch(routes.login({ redirect: here === '/' ? undefined : here }));
}

/** fetch with the spec's 60 s time-out; an outer signal (React Query's) can cancel too. */
export async function fetchWithTimeout(url: string, init: RequestInit, outer?: AbortSignal): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const forward = () => controller.abort();
  outer?.addEventListener('abort', forward);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    if (timedOut) throw new ApiError('timeout', 'request timed out');
    if (outer?.aborted) throw error; // a cancelled query: let React Query see the abort
    throw new ApiError('network', error instanceof Error ? error.message : 'network error');
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  }
}

/**
 * Reads the envelope: `code: 1` → data; `code: 0` → toast + reject (with the input it names, if any); 5xx or no envelope → a server failure
 * (no toast: the page says what happened); 401 → relaunch to login, unless the
 * request went out with a token that is no longer the session's (`sentToken`): an answer to a request made
 * before logging out (a refetch still in flight) must not send the player who just logged out to login.
 */
export async function readEnvelope(response: Response, options: RequestOptions = {}, sentToken?: string): Promise<unknown> {
  let body: WireEnvelope | undefined;
  try {
    body = (await response.json()) as WireEnvelope;
  } catch {
    body = undefined;
  }
  if (response.status === 401 || body?.code === 401) {
    if (sentToken === undefined || sentToken === session.get().token) handleUnauthorized();
    throw new ApiError('unauthorized', body?.msg ?? 'unauthorized', 401);
  }
  // A 5xx is the server failing, whatever its body says ("internal error" is no sentence for a player); an
  // answer that is not the envelope (a proxy's page, a cut-off body) is too. Neither is about the connection.
  if (response.status >= 500 || !body || typeof body.code !== 'number') {
    throw new ApiError('server', `HTTP ${response.status}`, response.status);
  }
  if (body.code !== 1) {
    const msg = body.msg ?? '';
    if (options.toast !== false && msg) void showToast(msg);
    throw new ApiError('business', msg, response.status, typeof body.field === 'string' ? body.field : undefined);
  }
  return body.data;
}

/**
 * The one request client: typed from the contract endpoint (input in, `data` out) but called with its
 * zod-free wire descriptor (`wire.<area>.<call>`). GET sends the input as a query string, POST as JSON.
 * Headers TOKEN and lang on every call.
 */
export async function request<E extends Endpoint>(
  endpoint: Wire<E>,
  input: InputOf<E>,
  options: RequestOptions = {},
): Promise<OutputOf<E>> {
  const isGet = endpoint.method === 'GET';
  const url = `${apiBase()}${endpoint.path}${isGet ? toQueryString(input) : ''}`;
  const sentToken = options.token ?? session.get().token;
  const headers: Record<string, string> = isGet
    ? authHeaders(sentToken)
    : { ...authHeaders(sentToken), 'Content-Type': 'application/json' };
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  const init: RequestInit = {
    method: endpoint.method,
    headers,
    ...(isGet ? {} : { body: JSON.stringify(input ?? {}) }),
  };
  const response = await fetchWithTimeout(url, init, options.signal);
  // The contract's output schema describes `data`; the server checks it in dev and test.
  return (await readEnvelope(response, options, sentToken)) as OutputOf<E>;
}
