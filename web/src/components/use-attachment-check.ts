import { AttachmentFile } from '@contracts/rules/feedback';
import { useTranslation } from 'react-i18next';

/**
 * The contract's AttachmentFile rule (png/jpg/jpeg, at most 15 MB) on a file the player picked, before
 * anything is uploaded: its refusal in the player's language, or '' when the file may go to common/upload.
 * Every image picker uses it (deposit receipt, feedback images), so all refuse alike.
 */
export function useAttachmentCheck() {
  const { t } = useTranslation();
  return (file: File): string => {
    const check = AttachmentFile.safeParse({ type: file.type, size: file.size });
    return check.success ? '' : t(`validation:${check.error.issues[0]?.message ?? 'upload.type'}`);
  };
}
