import { AttachmentFile } from '@contracts/rules/feedback';
import { imageSizeProblem, readImageHeader } from '@contracts/rules/image-header';
import type { ValidationKey } from '@contracts/messages/validation-en';

/** Where a picture's size is written: PNG's first chunk, a JPEG's frame header after its EXIF (at most 64 KB each). */
const HEADER_BYTES = 256 * 1024;

/** Why a picked image may not go, as a validation key and the figures its message names. */
export interface ImageFileProblem {
  key: ValidationKey;
  params?: Record<string, number>;
}

/**
 * The contract's rules on a picked file, checked before anything is uploaded: its type and size
 * (AttachmentFile: png/jpg/jpeg, at most 15 MB), then the pixels its header declares (imageSizeProblem,
 * the server's own check), so a 7000 × 7000 photo is refused here instead of after its upload. Null when it
 * may go; the server still proves the whole picture.
 */
export async function imageFileProblem(file: Pick<File, 'type' | 'size' | 'slice'>): Promise<ImageFileProblem | null> {
  const check = AttachmentFile.safeParse({ type: file.type, size: file.size });
  if (!check.success) return { key: (check.error.issues[0]?.message ?? 'upload.type') as ValidationKey };
  const header = readImageHeader(new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer()));
  const size = header && imageSizeProblem(header);
  return size ? { key: size.key, params: size.params } : null;
}
