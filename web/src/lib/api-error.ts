/** Why a call failed: the server said no (`code: 0`), the session is gone (401), or the network. */
export type ApiErrorKind = 'business' | 'unauthorized' | 'timeout' | 'network' | 'http';

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

/** The sentence to show on a form for a failed call: the server's own message, else the caller's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}
