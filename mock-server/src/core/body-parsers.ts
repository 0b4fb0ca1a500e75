import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
// Type augmentation only: request.isMultipart() / request.parts().
import type {} from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@contracts/rules/feedback';
import { BadBody, JSON_BODY_MAX_BYTES, parseJsonBody, UPLOAD_MAX_FIELDS, UPLOAD_MAX_FILES, type MultipartBody } from './body';
import type { UploadedFile } from './context';
import type { ErrorKey } from './errors';

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
