import { z } from 'zod';

/** `code: 1` success, with the call's data (a refusal is `Refusal`; a missing, unknown or expired token `code: 401`). */
export const Envelope = <T extends z.ZodType>(data: T) => z.object({ code: z.literal(1), msg: z.string(), data });

/**
 * A refusal (`code: 0`, HTTP 200 on `/api/`, 4xx on `/__mock/`): nothing was changed. `field` extends the platform's
 * envelope: when the refusal is about one input, its key as the endpoint's request schema names it, so a form can show
 * the sentence under that field; a client that does not read it loses nothing, as `msg` names the field too.
 */
export const Refusal = z
  .object({
    code: z.literal(0),
    msg: z.string().meta({ description: 'What was wrong, in the request language; a field is named as the player reads it.' }),
    field: z
      .string()
      .optional()
      .meta({
        description:
          "This project's extension of the platform's envelope: the input the refusal is about, its key as the request names it " +
          '(`username`, `amount`), when it is about one; absent otherwise. A form shows `msg` under that field.',
      }),
    data: z.null(),
  })
  .meta({ id: 'Refusal', description: 'A business or validation refusal: nothing was changed.' });
export type Refusal = z.infer<typeof Refusal>;

/** An empty body or query. */
export const NoInput = z.object({}).strict();
/** A call that answers with nothing but its code. */
export const NoData = z.null();
