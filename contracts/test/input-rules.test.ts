import { describe, expect, it } from 'vitest';
import { describeIssue } from '@contracts';
import { AmountInput } from '@contracts/core/money';
import type { DepositChannel } from '@contracts/deposit/channels';
import { depositFormFor } from '@contracts/deposit/submit';
import { Mobile, Password } from '@contracts/rules/account';
import type { z } from 'zod';

const keys = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('what a player types, and what the rule says back', () => {
  it('"abc" is not an amount; too many decimals and too many digits each say so', () => {
    expect(keys(AmountInput, 'abc')).toEqual(['amount.notNumber']);
    expect(keys(AmountInput, '1,000')).toEqual(['amount.notNumber']);
    expect(keys(AmountInput, '.5')).toEqual(['amount.notNumber']);
    expect(keys(AmountInput, '1.234')).toEqual(['amount.format']);
    expect(keys(AmountInput, '1234567890')).toEqual(['amount.digits']);
    expect(keys(AmountInput, '123456789.12')).toEqual([]);
  });

  it('a 13-character password is "at most 12 characters", not a format riddle', () => {
    expect(keys(Password, 'abcd12345678X')).toEqual(['password.tooLong']);
    expect(keys(Password, 'abcd12345678')).toEqual([]);
    expect(keys(Password, 'abcdefgh')).toEqual(['password.format']);
  });

  it.each([
    ['+86 138 0013 8000', '13800138000'],
    ['+86-138-0013-8000', '13800138000'],
    ['0086 13800138000', '13800138000'],
    ['138 0013 8000', '13800138000'],
    ['13800138000', '13800138000'],
    ['+852 6123 4567', '+85261234567'],
    ['85261234567', '85261234567'],
  ])('keeps the mobile number %s as %s', (typed, kept) => {
    expect(Mobile.parse(typed)).toBe(kept);
  });

  it.each(['+86 138 0013 800', '0086 12345', '12ab', '+86', '138 0013 8000 1234 5'])('refuses the mobile number %s', (typed) => {
    expect(keys(Mobile, typed)).toEqual(['mobile.format']);
  });

  it('a channel minimum reads with thousands separators in the sentence both sides show', () => {
    const channel = {
      id: 2,
      type: 1,
      min: '1000.00',
      max: '50000.00',
      fields: { depositorName: false, receipt: false, protocol: false },
    } as DepositChannel;
    const issue = depositFormFor(channel).safeParse({ channelId: 2, amount: '999.99' }).error!.issues[0]!;
    expect(describeIssue(issue, 'zh_hans')).toBe('金额不能低于 ¥1,000.00');
    expect(describeIssue(issue, 'en')).toBe('The amount must be at least ¥1,000.00');
  });
});
