import { fromFen, toFen } from '@contracts/core/money';

/** Chips waiting to be submitted: fen per item id, only items with chips. */
export type Pending = Readonly<Record<number, number>>;

export interface StakeLimits {
  /** Fen: the smallest amount per item in one submit. */
  minStake: number;
  /** Fen: the most one player may have on one item in one round (chips already placed count). */
  maxStakePerItem: number;
}

export type AddChipResult = { ok: true; pending: Pending } | { ok: false; reason: 'itemLimit' | 'balance' };

/**
 * One tap on an item with a chip of `chip` fen. Refused when the item would pass its per-round limit
 * (with the chips already placed on it) or when the pending total would pass the balance: the server
 * refuses both too, the board says so before the player submits.
 */
export function addChip(
  pending: Pending,
  itemId: number,
  chip: number,
  placedOnItem: number,
  limits: StakeLimits,
  balance: number,
): AddChipResult {
  const onItem = (pending[itemId] ?? 0) + chip;
  if (placedOnItem + onItem > limits.maxStakePerItem) return { ok: false, reason: 'itemLimit' };
  if (pendingTotal(pending) + chip > balance) return { ok: false, reason: 'balance' };
  return { ok: true, pending: { ...pending, [itemId]: onItem } };
}

export function pendingTotal(pending: Pending): number {
  return Object.values(pending).reduce((sum, fen) => sum + fen, 0);
}

/** The items whose pending chips are below the smallest stake (they cannot be submitted as they are). */
export function belowMinimum(pending: Pending, limits: StakeLimits): number[] {
  return Object.entries(pending)
    .filter(([, fen]) => fen > 0 && fen < limits.minStake)
    .map(([id]) => Number(id));
}

/** The submit's chips, in the order the items are laid out, as wire money. */
export function chipsToSubmit(pending: Pending, itemOrder: readonly number[]): Array<{ itemId: number; amount: string }> {
  const rank = (id: number) => {
    const at = itemOrder.indexOf(id);
    return at === -1 ? Number.MAX_SAFE_INTEGER : at;
  };
  return Object.entries(pending)
    .map(([id, fen]) => ({ itemId: Number(id), fen }))
    .filter((chip) => chip.fen > 0)
    .sort((a, b) => rank(a.itemId) - rank(b.itemId))
    .map((chip) => ({ itemId: chip.itemId, amount: fromFen(chip.fen) }));
}

/** fen × a decimal rate ("5.00", "2.5"), rounded down to the fen, in integers only. */
export function timesRate(fen: number, rate: string): number {
  const [whole = '0', frac = ''] = rate.split('.');
  const scale = 10 ** frac.length;
  const scaled = Number(whole) * scale + (frac ? Number(frac) : 0);
  return Math.floor((fen * scaled) / scale);
}

/** My chips per item (contract Stake list) as fen per item id. */
export function stakesByItem(stakes: ReadonlyArray<{ itemId: number; amount: string }>): Record<number, number> {
  const byItem: Record<number, number> = {};
  for (const stake of stakes) byItem[stake.itemId] = (byItem[stake.itemId] ?? 0) + toFen(stake.amount);
  return byItem;
}

/** The chip values the table offers, in fen, smallest first. */
export const chipValues = (chips: readonly string[]) => chips.map(toFen).sort((a, b) => a - b);
