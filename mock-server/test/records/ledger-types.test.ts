import { describe, expect, it } from 'vitest';
import { LedgerType as WireLedgerType, ledgerTypeLabels } from '@contracts/records/money-log';
import { LedgerType } from '@mock/core/schemas';
import { moneyLogTypeOptions } from '@mock/areas/records/money-log';

/**
 * The store's ledger types are derived from the contract's list (core/schemas.ts). This checks what the
 * types alone cannot: every stored type has a wire number, a non-empty label in both languages, and is
 * offered by record/getMoneyLogType — so a type added to the store without its wire label fails here.
 */
describe('ledger types: one list for the store and the wire', () => {
  it('gives every stored ledger type a wire number and both labels', () => {
    const offered = moneyLogTypeOptions('en').map((o) => o.value);
    for (const name of LedgerType.options) {
      const wire = (WireLedgerType.enum as Record<string, number | undefined>)[name];
      expect(wire, name).toBeTypeOf('number');
      const labels = ledgerTypeLabels[wire as WireLedgerType] as Record<string, string> | undefined;
      expect(labels?.en, `${name} en`).toMatch(/\S/);
      expect(labels?.zh_hans, `${name} zh_hans`).toMatch(/\S/);
      expect(offered, name).toContain(wire);
    }
  });

  it('has no wire number twice and no label twice in one language', () => {
    const numbers = Object.values(WireLedgerType.enum);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const lang of ['en', 'zh_hans'] as const) {
      const labels = moneyLogTypeOptions(lang).map((o) => o.label);
      expect(new Set(labels).size, lang).toBe(labels.length);
    }
    expect(LedgerType.options.length).toBe(numbers.length);
  });
});
