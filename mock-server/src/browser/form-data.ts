import { UPLOAD_MAX_BYTES } from '@contracts/rules/feedback';
import { BadBody, UPLOAD_MAX_FIELDS, UPLOAD_MAX_FILES, type MultipartBody } from '../core/body';
import type { UploadedFile } from '../core/context';

/** A multipart body read by the browser, with the server's limits and the same refusals (core/body-parsers.ts). */
export async function readFormData(request: Request): Promise<MultipartBody | BadBody> {
  if (!/;\s*boundary=/i.test(request.headers.get('content-type') ?? '')) return new BadBody('multipart.boundary');
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return new BadBody('multipart.truncated');
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let fieldCount = 0;
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      if (++fieldCount > UPLOAD_MAX_FIELDS) return new BadBody('multipart.fields', { max: UPLOAD_MAX_FIELDS });
      fields[name] = value;
      continue;
    }
    if (files.length >= UPLOAD_MAX_FILES) return new BadBody('multipart.files', { max: UPLOAD_MAX_FILES });
    if (value.size > UPLOAD_MAX_BYTES) return new BadBody('upload.size');
    files.push({ field: name, filename: value.name, bytes: Buffer.from(await value.arrayBuffer()) });
  }
  return { fields, files };
}

export const isMultipart = (request: Request) => /^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? '');
