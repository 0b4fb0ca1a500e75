import { describe, expect, it } from 'vitest';
import { AmountInput, Money, PageQuery, QueryInt } from '@contracts';
import { WithdrawalForm } from '@contracts/rules/money-forms';
import { z } from 'zod';

const messages = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

/** issue 9: strict wire values from the shared schemas; nothing is trimmed or coerced. */
describe('strict wire values', () => {
  it('refuses amounts with surrounding whitespace, an exponent or a sign instead of trimming them', () => {
    expect(messages(AmountInput, ' 100 ')).toEqual(['amount.spaces']);
    expect(messages(AmountInput, '100.00\n')).toEqual(['amount.spaces']);
    expect(messages(AmountInput, '1e3')).toEqual(['amount.notNumber']);
    expect(messages(AmountInput, '-100.00')).toEqual(['amount.positive']);
    expect(messages(AmountInput, 100)).toEqual(['amount.type']);
    expect(AmountInput.parse('100.50')).toBe('100.50');
  });

  it('keeps money on the wire to exactly two decimals', () => {
    for (const bad of [' 1.00', '1.00 ', '1e2', '1.0', '1.000', '+1.00']) expect(Money.safeParse(bad).success, bad).toBe(false);
    expect(Money.parse('-5.20')).toBe('-5.20');
  });

  it('takes pages and ids only as integers written as integers', () => {
    for (const bad of ['0x64', '1e3', '1000000000.00', ' 5', '5 ', '+5', '05', '', true, 5.5]) {
      expect(PageQuery.safeParse({ page: bad }).success, String(bad)).toBe(false);
    }
    expect(messages(QueryInt, '0x64')).toEqual(['integer.format']);
    expect(PageQuery.parse({ page: '3', pageSize: '50' })).toEqual({ page: 3, pageSize: 50 });
    expect(PageQuery.parse({})).toEqual({ page: 1, pageSize: 20 });
  });

  it('takes ids in JSON bodies only as JSON integers: true and "1" are refused, not coerced to 1', () => {
    const form = { amount: '100.00', secondaryPassword: '123456', methodId: 1, payeeId: 11 };
    expect(WithdrawalForm.safeParse(form).success).toBe(true);
    for (const bad of [true, '1', 1.5, null]) {
      expect(WithdrawalForm.safeParse({ ...form, methodId: bad }).success, String(bad)).toBe(false);
      expect(WithdrawalForm.safeParse({ ...form, payeeId: bad }).success, String(bad)).toBe(false);
    }
  });

  it('documents integer query parameters as integers', async () => {
    const { buildOpenApiDocument } = await import('@contracts/openapi');
    const { api } = await import('@contracts');
    const doc = buildOpenApiDocument(api) as {
      paths: Record<string, { get?: { parameters?: Array<{ name: string; schema: { type?: string } }> } }>;
    };
    const page = doc.paths['/api/record/getMoneyLogList']?.get?.parameters?.find((p) => p.name === 'page');
    expect(page?.schema.type).toBe('integer');
  });
});
