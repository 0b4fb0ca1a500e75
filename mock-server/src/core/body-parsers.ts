import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
// Type augmentation only: request.isMultipart() / request.parts().
import type {} from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@contracts/rules/feedback';
import type { UploadedFile } from './context';
import type { ErrorKey } from './errors';

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

export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: JSON_BODY_MAX_BYTES }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(String(body)));
    } catch (error) {
      done(error as BadBody, undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES, fields: UPLOAD_MAX_FIELDS } });
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/** The multipart errors a client can cause, with the message key that names each. */
const MULTIPART_ERRORS: Record<string, { key: ErrorKey; params?: Record<string, number> }> = {
  FST_REQ_FILE_TOO_LARGE: { key: 'upload.size' },
  FST_FILES_LIMIT: { key: 'multipart.files', params: { max: UPLOAD_MAX_FILES } },
  FST_FIELDS_LIMIT: { key: 'multipart.fields', params: { max: UPLOAD_MAX_FIELDS } },
  FST_PARTS_LIMIT: { key: 'multipart.fields', params: { max: UPLOAD_MAX_FIELDS } },
  FST_PROTO_VIOLATION: { key: 'multipart.fieldName' },
};

/** Reads a whole multipart body, or says in a BadBody what is wrong with it (never a 500). */
export async function readMultipart(request: FastifyRequest): Promise<MultipartBody | BadBody> {
  if (!/;\s*boundary=/i.test(String(request.headers['content-type'] ?? ''))) return new BadBody('multipart.boundary');
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') files.push({ field: part.fieldname, filename: part.filename, bytes: await part.toBuffer() });
      else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    const known = MULTIPART_ERRORS[(error as { code?: string }).code ?? ''];
    return known ? new BadBody(known.key, known.params) : new BadBody('multipart.truncated');
  }
  return { fields, files };
}
