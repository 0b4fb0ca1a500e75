import { LedgerEntry } from './schemas';
import { recordWrite, type Journaled } from './unit-of-work';

/** What a ledger query can match exactly (every given field must be equal). */
export type LedgerFilter = Partial<Pick<LedgerEntry, 'uid' | 'wallet' | 'orderNo' | 'type'>>;

/**
 * The ledger: append-only, so it is kept as plain frozen entries in posting order with an index by
 * player, not as an @msw/data collection. A collection record costs about 900 bytes of heap and every
 * query scans all of them; an entry here costs about 185 bytes and a player's entries are one lookup
 * (docs/performance.md, "Memory"). It speaks the part of a collection's language the world needs:
 * `create` (journalled like every store write, so a failed unit of work takes its entries back) and
 * `all` (export / import).
 */
export class LedgerBook {
  private readonly entries: LedgerEntry[] = [];
  private readonly byPlayer = new Map<number, LedgerEntry[]>();

  constructor(private readonly world: Journaled) {}

  /** Appends one entry (validated, so an imported snapshot cannot smuggle in a malformed one). */
  async create(values: LedgerEntry): Promise<LedgerEntry> {
    const entry = Object.freeze(LedgerEntry.parse(values));
    this.entries.push(entry);
    const mine = this.byPlayer.get(entry.uid);
    if (mine) mine.push(entry);
    else this.byPlayer.set(entry.uid, [entry]);
    recordWrite(this.world, () => this.remove(entry), { collection: 'ledger', op: 'append', record: entry });
    return entry;
  }

  /** Every entry, in posting order. */
  all(): LedgerEntry[] {
    return [...this.entries];
  }

  /** The entries matching every field of `filter`, in posting order. */
  where(filter: LedgerFilter): LedgerEntry[] {
    const from = filter.uid === undefined ? this.entries : (this.byPlayer.get(filter.uid) ?? []);
    return from.filter(
      (e) =>
        (filter.wallet === undefined || e.wallet === filter.wallet) &&
        (filter.orderNo === undefined || e.orderNo === filter.orderNo) &&
        (filter.type === undefined || e.type === filter.type),
    );
  }

  /** Undo of a create: units of work undo newest first, so the entry is almost always the last one. */
  private remove(entry: LedgerEntry): void {
    for (const list of [this.entries, this.byPlayer.get(entry.uid) ?? []]) {
      const at = list.lastIndexOf(entry);
      if (at >= 0) list.splice(at, 1);
    }
  }
}
