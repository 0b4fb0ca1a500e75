import { z } from 'zod';

/**
 * Money on the wire: a decimal string with exactly two decimals, CNY ("100.00", "-5.20").
 * Nobody adds floats: the mock keeps integer fen and the web formats with one helper.
 */
export const Money = z
  .string()
  .regex(/^-?\d+\.\d{2}$/, 'money.format')
  .meta({ id: 'Money' });
export type Money = z.infer<typeof Money>;

/**
 * An amount typed by a player: a positive decimal with at most two decimals, exactly as sent. Nothing is
 * trimmed or converted (" 100 ", "100.00\n", "1e3" are refused); each refusal names its reason.
 */
export const AmountInput = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'amount.required' : 'amount.type') })
  .min(1, { message: 'amount.required', abort: true })
  // abort: a malformed amount gets one message, not also the range rule refined on top of it
  .refine((v) => !/\s/.test(v), { message: 'amount.spaces', abort: true })
  .refine((v) => !v.startsWith('-'), { message: 'amount.positive', abort: true })
  // "abc" is not an amount; "1.234" is one with too many decimals; "1234567890" one too large: three messages.
  .regex(/^\d+(\.\d+)?$/, { message: 'amount.notNumber', abort: true })
  .regex(/^\d+(\.\d{1,2})?$/, { message: 'amount.format', abort: true })
  .regex(/^\d{1,9}(\.\d+)?$/, { message: 'amount.digits', abort: true })
  .meta({ id: 'AmountInput' });

/** A rate (USDT exchange rate, odds): a decimal string. */
export const Rate = z
  .string()
  .regex(/^\d+(\.\d+)?$/)
  .meta({ id: 'Rate' });

export function toFen(amount: string): number {
  const negative = amount.startsWith('-');
  const [whole = '0', frac = ''] = amount.replace('-', '').split('.');
  const fen = Number(whole) * 100 + Number((frac + '00').slice(0, 2));
  return negative ? -fen : fen;
}

export function fromFen(fen: number): Money {
  if (!Number.isSafeInteger(fen)) throw new Error(`fen must be a safe integer, got ${fen}`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
