import { describe, expect, it } from 'vitest';
import type { InterestType } from '@contracts/interest/interest';
import { errorKey } from '@web/components/use-field-error';
import { flexiblePrincipal, intoSchema, turnoutSchema } from './move-form-values';

const products: InterestType[] = [
  { id: 1, name: 'Flexible', periodDays: 0, annualRate: '3.65', minAmount: '1.00', description: '' },
  { id: 2, name: '7-day term', periodDays: 7, annualRate: '5', minAmount: '100.00', description: '' },
];
const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((i) => i.message);

describe('interest form rules', () => {
  it("transfer in: the contract's amount rule, the product minimum and the central balance", () => {
    const schema = intoSchema(products, '500.00');
    expect(schema.safeParse({ amount: '10.00', typeId: 1 }).success).toBe(true);
    expect(messages(schema.safeParse({ amount: '0.50', typeId: 1 }))).toEqual(['amount.min']);
    expect(messages(schema.safeParse({ amount: '99.99', typeId: 2 }))).toEqual(['amount.min']);
    expect(messages(schema.safeParse({ amount: '500.01', typeId: 1 }))).toEqual(['amount.balance']);
    expect(messages(schema.safeParse({ amount: '1.234', typeId: 1 }))).not.toEqual([]);
    expect(messages(schema.safeParse({ amount: '', typeId: 1 }))).not.toEqual([]);
  });

  it('transfer out: at most the flexible principal, whatever is locked in terms', () => {
    const available = flexiblePrincipal({
      holdings: [
        { typeId: 1, name: 'Flexible', amount: '12.30', annualRate: '3.65', startedAt: '2026-11-22T12:00:00+08:00', maturesAt: null },
        {
          typeId: 2,
          name: '7-day term',
          amount: '100.00',
          annualRate: '5',
          startedAt: '2026-11-22T12:00:00+08:00',
          maturesAt: '2026-11-30T00:00:00+08:00',
        },
        { typeId: 1, name: 'Flexible', amount: '0.70', annualRate: '3.65', startedAt: '2026-11-22T13:00:00+08:00', maturesAt: null },
      ],
    });
    expect(available).toBe('13.00');
    const schema = turnoutSchema(available);
    expect(schema.safeParse({ amount: '13.00' }).success).toBe(true);
    expect(messages(schema.safeParse({ amount: '13.01' }))).toEqual(['interest:form.outMax']);
    expect(errorKey('amount.min')).toBe('validation:amount.min');
    expect(errorKey('interest:form.outMax')).toBe('interest:form.outMax');
  });
});
