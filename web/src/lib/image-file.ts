import { AttachmentFile } from '@contracts/rules/feedback';
import type { ValidationKey } from '@contracts/messages/validation-en';

/**
 * The contract's AttachmentFile rule (png/jpg/jpeg, at most 15 MB) on a picked file, checked before anything
 * is uploaded: the validation key of its problem (`upload.type`, `upload.size`), or null when it may go.
 */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): ValidationKey | null {
  const check = AttachmentFile.safeParse({ type: file.type, size: file.size });
  return check.success ? null : ((check.error.issues[0]?.message ?? 'upload.type') as ValidationKey);
}
