import { useRef } from 'react';
import { isApiError } from '@web/lib/api-error';

/** A random key; crypto.randomUUID exists only in secure contexts (https, localhost), getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** No answer came back (network, time-out) or the server failed (5xx, a proxy's error page): it may or may not have acted. */
const unanswered = (error: unknown) =>
  isApiError(error) && (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'server');

/**
 * The `Idempotency-Key` of a money mutation: one per submission. The same values sent again after no
 * answer (React Query's retry, or the player pressing again after a network error) reuse the key, so
 * the server acts once; changed values, or a submission the server answered, get a new one.
 */
export function useSubmissionKey() {
  const last = useRef<{ fingerprint: string; key: string } | null>(null);
  return {
    keyFor(input: unknown): string {
      const fingerprint = JSON.stringify(input ?? null);
      if (last.current?.fingerprint !== fingerprint) last.current = { fingerprint, key: newIdempotencyKey() };
      return last.current.key;
    },
    settle(error: unknown) {
      if (!unanswered(error)) last.current = null;
    },
  };
}
