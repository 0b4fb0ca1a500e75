import { z } from 'zod';
import { fromFen } from '../core/money';

/** A decimal with at most 6 places: what the exact arithmetic below accepts. */
const Decimal6 = z.string().regex(/^\d+(\.\d{1,6})?$/);

/** A percentage as a decimal string: "1.5" is 1.5 % (gift, handling and administrative fees, interest rates). */
export const Percent = Decimal6.meta({ id: 'Percent' });

/** Yuan per USDT ("7.18"). */
export const ExchangeRate = Decimal6.meta({ id: 'ExchangeRate' });

/** A USDT amount with 2 decimals ("138.89"). */
export const UsdtAmount = z
  .string()
  .regex(/^\d+\.\d{2}$/)
  .meta({ id: 'UsdtAmount' });

/**
 * Exact arithmetic on rate strings (gift and fee percentages, the USDT exchange rate), shared by the
 * mock and the web's previews so both show the same fen. Integers only: no float ever rounds money.
 */
const SCALE = 6;
const ONE = 10n ** BigInt(SCALE);

/** A decimal string ("7.2", "1.50") as an integer scaled by 10^6; more than 6 decimals is refused. */
function scaled(decimal: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(decimal);
  if (!match) throw new Error(`not a decimal with at most ${SCALE} places: ${decimal}`);
  return BigInt(match[1]!) * ONE + BigInt((match[2] ?? '').padEnd(SCALE, '0'));
}

/** a / b for non-negative a and positive b, rounded half up. */
function divHalfUp(a: bigint, b: bigint): bigint {
  return (2n * a + b) / (2n * b);
}

function checkFen(fen: number): bigint {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new Error(`fen must be a non-negative safe integer, got ${fen}`);
  return BigInt(fen);
}

/** `percent` % of an amount in fen, rounded half up to the fen ("1.5" is 1.5 %). */
export function percentOfFen(fen: number, percent: string): number {
  return Number(divHalfUp(checkFen(fen) * scaled(percent), 100n * ONE));
}

/** Yuan in fen → USDT at `rate` yuan per USDT, as a 2-decimal string rounded half up ("138.89"). */
export function cnyToUsdt(fen: number, rate: string): string {
  const r = scaled(rate);
  if (r === 0n) throw new Error('the exchange rate must be positive');
  // fen and USDT cents are both hundredths, so the scale cancels out.
  return fromFen(Number(divHalfUp(checkFen(fen) * ONE, r)));
}
