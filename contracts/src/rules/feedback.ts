import { z } from 'zod';
import { visibleText } from './text';

export const FEEDBACK_MIN = 20;
export const FEEDBACK_MAX = 200;
export const FEEDBACK_MAX_IMAGES = 3;
export const UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
/**
 * The most pixels an upload may have, read from its header before anything is decoded: a 24-megapixel phone
 * photo (5712 × 4284) fits, a 49-megapixel one or a 7000 × 7000 bomb does not (docs/decisions.md, "Image size").
 */
export const UPLOAD_MAX_MEGAPIXELS = 25;
/** The longer side at most this many times the shorter: a long scrolling screenshot fits, a 100000 × 1 strip does not. */
export const UPLOAD_MAX_ASPECT = 32;
export const UPLOAD_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
/** The related order must be within the past 7 days (spec §5). */
export const FEEDBACK_ORDER_DAYS = 7;

/**
 * Feedback types of spec §3, as numbers on the wire: 1 Deposit Issue, 2 Withdrawal Issue, 3 Member
 * Suggestion, 4 Game Issue, 5 Promotion Issue, 6 Website/APP Login, 7 Modify Information, 8 Flow
 * (turnover) Issue, 9 Other (labels: feedback/feedback.ts). One literal of nine values, not a union, so
 * a missing or unknown type reads "Please choose a question type" in the form too (a union's resolver
 * error is its first branch's).
 */
export const FeedbackType = z.literal([1, 2, 3, 4, 5, 6, 7, 8, 9], { error: 'feedback.type' }).meta({ id: 'FeedbackType' });
export type FeedbackType = z.infer<typeof FeedbackType>;

/** 20–200 characters once trimmed, as a person sees them (visibleLength, which the form's counter shows too). */
export const FeedbackText = visibleText(z.string().trim().min(1, 'required'), FEEDBACK_MIN, FEEDBACK_MAX, 'feedback.length');

export const FeedbackForm = z.object({
  type: FeedbackType,
  orderNo: z.string().trim().optional(),
  description: FeedbackText,
  images: z.array(z.string().min(1)).max(FEEDBACK_MAX_IMAGES, 'feedback.tooManyImages').default([]),
});
export type FeedbackForm = z.infer<typeof FeedbackForm>;

/** An attachment as the browser sees it before upload: png/jpg/jpeg, at most 15 MB. */
export const AttachmentFile = z.object({
  type: z.string().refine((t) => (UPLOAD_MIME_TYPES as readonly string[]).includes(t), 'upload.type'),
  size: z.number().max(UPLOAD_MAX_BYTES, 'upload.size'),
});
