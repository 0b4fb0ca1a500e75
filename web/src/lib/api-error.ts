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
    /** A refusal about one input: its key as the request names it (the envelope's `field`), for the form to show it there. */
    readonly field?: string,
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

/** Looks up a sentence of the `common` namespace ("common:failure.network"). */
export type Translate = (key: string) => string;

/**
 * What to tell the player about a failed call: the server's own sentence for a refusal; what happened when no
 * answer came, none in time, or the server failed; anything else thrown is a fault on our side too. Takes the
 * caller's translator, so this module (in every first screen, with the request client) needs no i18n of its own.
 */
export function describeFailure(error: unknown, t: Translate): string {
  if (!isApiError(error)) return t('common:failure.server');
  const key = FAILURE_KEYS[error.kind];
  return key ? t(key) : error.message || t('common:failure.server');
}
