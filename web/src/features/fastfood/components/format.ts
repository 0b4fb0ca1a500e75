import { fromFen } from '@contracts/core/money';
import { formatMoney } from '@web/lib/money';

/** A chip's face: "¥10", "¥0.50" (whole yuan without decimals, as chips are printed). */
export const chipLabel = (fen: number) => formatMoney(fromFen(fen)).replace(/\.00$/, '');

/** fen as "¥1,234.50". */
export const money = (fen: number) => formatMoney(fromFen(fen));

/** "2026-11-22T12:00:05+08:00" → "12:00:05" (wire times are platform time already). */
export const clockTime = (iso: string) => iso.slice(11, 19);

/** "2026-11-22T12:00:05+08:00" → "2026-11-22 12:00:05". */
export const platformTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;

/** "FF20261122-0736" → "0736": the round's number within its day, enough beside the full number of the round open now. */
export const roundOfDay = (roundNo: string) => roundNo.slice(roundNo.lastIndexOf('-') + 1);
