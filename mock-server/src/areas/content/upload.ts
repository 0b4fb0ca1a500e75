import { UPLOAD_MAX_BYTES } from '@contracts/rules/feedback';
import { fail, isDomainError, type DomainError } from '../../core/errors';
import { proveImage } from '../../core/image-check';
import type { UploadRecord } from './schemas';
import type { World } from '../../core/store';
import type { Caller, DomainCtx } from '../../core/domain-ctx';
import type { UploadResult } from './types';

const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;

export interface UploadRequest {
  /** The `Authorization` header: the platform wants the uploader's uid there. */
  authorization: string | undefined;
  directory: string;
  file: { bytes: Buffer } | undefined;
}

/** Stores an image proven by its structure (not its name, declared type or first bytes) and returns its URL. */
export async function storeUpload(ctx: DomainCtx & Pick<Caller, 'write'>, request: UploadRequest): Promise<UploadResult | DomainError> {
  const {
    world,
    now: nowMs,
    player: { uid },
  } = ctx;
  if (request.authorization?.trim() !== String(uid)) return fail('upload.authorization');
  if (!request.file) return fail('upload.missing');
  const { bytes } = request.file;
  if (bytes.length > UPLOAD_MAX_BYTES) return fail('upload.size');
  // Proven by its whole structure outside the write lock (a big photo takes seconds), then stored and served with that type.
  const mime = await proveImage(bytes);
  if (isDomainError(mime)) return mime;
  return ctx.write(async () => {
    const seq = world.counters.nextUploadSeq++;
    const id = `${uid}-${seq}-${world.faker.string.alphanumeric({ length: 8, casing: 'lower' })}`;
    const record = await world.db.uploads.create({
      id,
      uid,
      directory: request.directory,
      mime,
      size: bytes.length,
      base64: bytes.toString('base64'),
      createdAt: nowMs,
    });
    const path = uploadPath(record);
    return { url: uploadUrl(record), path, size: bytes.length, mime };
  });
}

/** Where an upload lives: `directory/id.ext` (the path common/upload answers) and its URL under /assets/uploads/. */
const uploadPath = (upload: UploadRecord) => `${upload.directory}/${upload.id}.${EXTENSIONS[upload.mime]}`;
export const uploadUrl = (upload: UploadRecord) => `/assets/uploads/${uploadPath(upload)}`;

export function findUpload(world: World, id: string): UploadRecord | undefined {
  return world.db.uploads.findFirst((q) => q.where({ id: id.toLowerCase() }));
}

/** The upload a `path` or URL from common/upload names, when this player made it (a deposit receipt, an avatar, a feedback image). */
export function findOwnUpload(world: World, uid: number, pathOrUrl: string): UploadRecord | undefined {
  const file =
    pathOrUrl
      .replace(/^.*\/assets\/uploads\//, '')
      .split('/')
      .pop() ?? '';
  const upload = findUpload(world, file.replace(/\.(png|jpe?g)$/i, ''));
  return upload?.uid === uid ? upload : undefined;
}

/**
 * This player's own upload that a path or URL from common/upload names, as its record spells it: what a caller
 * stores and hands out, never the string it was sent (which may carry another host before `/assets/uploads/`).
 */
export function ownUpload(world: World, uid: number, pathOrUrl: string): { path: string; url: string } | undefined {
  const upload = findOwnUpload(world, uid, pathOrUrl);
  return upload && { path: uploadPath(upload), url: uploadUrl(upload) };
}
