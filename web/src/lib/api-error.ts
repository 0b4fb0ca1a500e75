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
