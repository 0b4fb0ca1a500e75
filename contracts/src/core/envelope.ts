import { z } from 'zod';

/** `code: 1` success; `0` a business or validation refusal, `401` a missing, unknown or expired token. */
export const Envelope = <T extends z.ZodType>(data: T) => z.object({ code: z.literal(1), msg: z.string(), data });

export const ErrorEnvelope = z.object({
  code: z.union([z.literal(0), z.literal(401)]),
  msg: z.string(),
  data: z.null(),
});

/** An empty body or query. */
export const NoInput = z.object({}).strict();
/** A call that answers with nothing but its code. */
export const NoData = z.null();
