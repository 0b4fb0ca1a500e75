import { i18n } from './i18n';

/**
 * Why a call failed: the server said no (`business`, `code: 0`), the session is gone (`unauthorized`, 401),
 * no answer came (`network`), none in time (`timeout`), or the server failed (`server`: HTTP 5xx, or an answer
 * that is not the envelope). Each tells the player something different: only `network` is about their connection.
 */
export type ApiErrorKind = 'business' | 'unauthorized' | 'timeout' | 'network' | 'server';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/** The failures whose sentence is ours to write (their message is a browser's words or an HTTP status). */
const FAILURE_KEYS: Partial<Record<ApiErrorKind, string>> = {
  network: 'common:failure.network',
  timeout: 'common:failure.timeout',
  server: 'common:failure.server',
};

/**
 * What to tell the player about a failed call: the server's own sentence for a refusal; what happened when no
 * answer came, none in time, or the server failed; anything else thrown is a fault on our side too.
 */
export function describeFailure(error: unknown): string {
  if (!isApiError(error)) return i18n.t('common:failure.server');
  const key = FAILURE_KEYS[error.kind];
  return key ? i18n.t(key) : error.message || i18n.t('common:failure.server');
}

/**
 * The sentence a form shows for a failed call: `describeFailure`, except that a fault in the page itself (not
 * the request client's error) gets the caller's sentence, which says what failed.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) ? describeFailure(error) : fallback;
}
