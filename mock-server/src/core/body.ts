import type { UploadedFile } from './context';
import type { ErrorKey } from './errors';

// How a request's body is read, wherever it arrives: Fastify's parsers (body-parsers.ts) and the demo's service worker.

/** Fastify's default body limit (1 MiB) for JSON; uploads have their own per-file limit. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
export const UPLOAD_MAX_FILES = 5;
export const UPLOAD_MAX_FIELDS = 20;

/** A body the app refuses with `code: 0`; `key` names the real problem, `params` fill its message. */
export class BadBody extends Error {
  readonly statusCode = 400;
  readonly code = 'MOCK_BAD_BODY';
  constructor(
    readonly key: ErrorKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

// Keys that could reach an object's prototype are dropped, whatever the handler does with the body.
const POLLUTING_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Our own JSON parser: an empty body is `{}`, malformed JSON and numbers JSON cannot carry exactly
 * (1e309 → Infinity) are refused with a message naming the problem instead of becoming another field's error.
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return {};
  let tooBig: string | null = null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text, (key, value: unknown) => {
      if (POLLUTING_KEYS.has(key)) return undefined;
      if (typeof value === 'number' && !Number.isFinite(value)) tooBig ??= key;
      return value;
    });
  } catch {
    throw new BadBody('request.malformed');
  }
  if (tooBig !== null) throw new BadBody('request.numberRange', { field: tooBig || '(body)' });
  return parsed;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/** The first query parameter given more than once (`page=1&page=2`), or null. */
export function duplicateParam(query: unknown): string | null {
  if (typeof query !== 'object' || query === null) return null;
  return Object.entries(query).find(([, value]) => Array.isArray(value))?.[0] ?? null;
}
