import { z } from 'zod';

/** `code: 1` success, `0` business or validation error, `401` missing/unknown/expired token. */
export const ResultCode = { ok: 1, error: 0, unauthorized: 401 } as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

export const Envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.literal(1), msg: z.string(), data });

export const ErrorEnvelope = z.object({
  code: z.union([z.literal(0), z.literal(401)]),
  msg: z.string(),
  data: z.null(),
});

export type ApiEnvelope<T> = { code: 1; msg: string; data: T } | { code: 0 | 401; msg: string; data: null };

/** An empty body or query. */
export const NoInput = z.object({}).strict();
/** A call that answers with nothing but its code. */
export const NoData = z.null();
