import { LimitForm, limitChangeEffect, type LimitView } from '@contracts/protection/limits';
import { z } from 'zod';

/** What a change to a limit would do: apply at once (a first limit, a decrease) or wait 24 hours for a confirmation. */
export type LimitEffect = 'now' | 'wait';

/** The effect of asking `amount` (null: no limit) where `current` is in force; null when it changes nothing. */
export function limitEffect(current: string | null, amount: string | null): LimitEffect | null {
  const effect = limitChangeEffect(current, amount);
  return effect === 'unchanged' ? null : effect;
}

/**
 * The limit form: the contract's `LimitForm`, with the field's empty text read as "no limit" (the wire's null), then
 * what the screen knows — the limit in force — so a change that changes nothing is said before it is sent.
 */
export function limitFormSchema(current: string | null) {
  return LimitForm.extend({
    amount: z
      .string()
      .transform((text) => (text === '' ? null : text))
      .pipe(LimitForm.shape.amount),
  }).superRefine((form, ctx) => {
    if (limitEffect(current, form.amount) === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: current === null ? 'protection:limit.enterAmount' : 'protection:limit.unchanged',
      });
    }
  });
}

/** The amount field's text for a limit: its amount, or empty for none. */
export const limitText = (limit: Pick<LimitView, 'amount'>) => limit.amount ?? '';
