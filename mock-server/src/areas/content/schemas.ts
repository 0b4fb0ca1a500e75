import { z } from 'zod';

/* The content area's store records. Times are epoch milliseconds of the mock clock; money is integer fen. */

export const UploadRecord = z.object({
  /** Lower case: URLs are matched case-insensitively. */
  id: z.string(),
  uid: z.number().int(),
  directory: z.string(),
  mime: z.enum(['image/png', 'image/jpeg']),
  size: z.number().int(),
  base64: z.string(),
  createdAt: z.number(),
});
export type UploadRecord = z.infer<typeof UploadRecord>;
