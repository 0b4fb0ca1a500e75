import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssue, toFen } from '../src';
import { AmountInput } from '../src/core/money';
import { FeedbackText } from '../src/rules/feedback';
import { Alias, DepositAmount, PositiveAmount, WalletCode } from '../src/rules/money-forms';
import { LoginForm, RealName, Username } from '../src/rules/account';
import { PartnerApplicationForm } from '../src/rules/partner';
import { NAME_PATTERN, nonBlank } from '../src/rules/text';

/**
 * issue 14: rules of spec §5 that were refinements (invisible to the OpenAPI document) are now checks JSON
 * Schema carries (patterns, lengths). Two properties for each, over random text that hits the edges
 * (spaces, tabs, control characters, Chinese, emoji, < >, leading zeros):
 * 1. a player sees the same first message as from the rule it replaced (kept here as it was);
 * 2. the document (zod's JSON Schema, checked with Ajv) never accepts what the server refuses, and takes
 *    everything the server takes that is sent without surrounding spaces (the server trims them away).
 * Free text counted as a person sees it (visibleText: grapheme clusters) is the exception JSON Schema forces:
 * it counts code points, so the document states code-point bounds and names the count in the description;
 * what it accepts and the server refuses must then be refused by that refinement, nothing else.
 */
const before = {
  username: z
    .string()
    .trim()
    .min(1, { message: 'required', abort: true })
    .regex(/^[A-Za-z][A-Za-z0-9]{3,10}$/, { message: 'username.format', abort: true })
    .refine((v) => (v.match(/[A-Za-z]/g) ?? []).length >= 2, 'username.format'),
  realName: z
    .string()
    .trim()
    .min(1, 'required')
    .max(30, 'realName.format')
    .refine((v) => v.length >= 2 && NAME_PATTERN.test(v), 'realName.format'),
  feedback: z
    .string()
    .trim()
    .min(1, 'required')
    .refine((v) => [...v].length >= 20 && [...v].length <= 200, 'feedback.length'),
  contact: z
    .string()
    .trim()
    .min(1, 'required')
    .refine((v) => [...v].length >= 4 && [...v].length <= 60 && [...v].every((c) => c >= ' ' && c !== '<' && c !== '>'), 'partner.contact'),
  message: z
    .string()
    .trim()
    .min(1, 'required')
    .refine((v) => [...v].length >= 20 && [...v].length <= 200, 'partner.messageLength'),
  deposit: AmountInput.refine((v) => toFen(v) >= 100_00 && toFen(v) <= 50_000_00, 'amount.deposit.range'),
  positive: AmountInput.refine((v) => toFen(v) > 0, 'amount.positive'),
  nonBlank: z.string().trim().min(1, 'bankAddress.required'),
  alias: z.string().trim().min(1, 'required').max(20, 'alias.format'),
  walletCode: z.string().trim().min(1, 'required'),
  loginName: z.string().trim().min(1, 'required'),
};
const now = {
  username: Username,
  realName: RealName,
  feedback: FeedbackText,
  contact: PartnerApplicationForm.shape.contact,
  message: PartnerApplicationForm.shape.message,
  deposit: DepositAmount,
  positive: PositiveAmount,
  nonBlank: nonBlank('bankAddress.required'),
  alias: Alias,
  walletCode: WalletCode,
  loginName: LoginForm.shape.username,
};

/** Rules whose length is what a person sees (visibleText): their exact count is a refinement. */
const COUNTED_AS_SEEN = new Set<keyof typeof now>(['feedback', 'contact', 'message', 'alias']);

const CHARS = [
  'a',
  'Z',
  'q',
  '0',
  '1',
  '9',
  ' ',
  ' ',
  '\t',
  '\n',
  '\u00a0',
  '\u3000',
  '\u0001',
  '\u007f',
  '<',
  '>',
  '.',
  '·',
  '-',
  '张',
  '伟',
  '😀',
  '𝔘',
  'é',
];
const text = (maxLength: number) => fc.string({ unit: fc.constantFrom(...CHARS), maxLength });
const amount = fc.oneof(
  fc.stringMatching(/^0{0,3}\d{1,6}(\.\d{0,3})?$/),
  fc.integer({ min: 0, max: 6_000_000 }).map((fen) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`),
  fc.constantFrom(
    '100',
    '99.99',
    '100.00',
    '50000',
    '50000.0',
    '50000.01',
    '0100',
    '000050000.00',
    '0.00',
    '0',
    '00.01',
    ' 100',
    '-5',
    '1e3',
  ),
);
const inputs: Record<keyof typeof now, fc.Arbitrary<string>> = {
  username: fc.oneof(text(14), fc.stringMatching(/^ ?[A-Za-z0-9]{1,12} ?$/)),
  realName: fc.oneof(text(34), fc.stringMatching(/^ ?[张伟A-Za-z]{1,16}([ ·.][张伟A-Za-z]{1,16})? ?$/)),
  feedback: text(220),
  contact: text(70),
  message: text(220),
  deposit: amount,
  positive: amount,
  nonBlank: text(6),
  alias: text(24),
  walletCode: text(6),
  loginName: text(6),
};

const first = (schema: z.ZodType, value: string) => {
  const result = schema.safeParse(value);
  return result.success ? 'accepted' : describeIssue(result.error.issues[0]!, 'en');
};
const ajv = new Ajv2020({ strict: false, validateFormats: false });
const documented = (schema: z.ZodType) => ajv.compile(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as object);

describe('spec §5 rules as JSON Schema', () => {
  for (const name of Object.keys(now) as Array<keyof typeof now>) {
    it(`${name}: the same first message as the refinement it replaced`, () => {
      fc.assert(
        fc.property(inputs[name], (value) => first(now[name], value) === first(before[name], value)),
        { numRuns: 1500, seed: 14 },
      );
    });

    it(`${name}: the document refuses what the server refuses, and takes what it takes (sent trimmed)`, () => {
      const accepts = documented(now[name]);
      fc.assert(
        fc.property(inputs[name], (value) => {
          const parsed = now[name].safeParse(value);
          const server = parsed.success;
          if (accepts(value) && !server && !(COUNTED_AS_SEEN.has(name) && parsed.error.issues[0]?.code === 'custom')) return false;
          return value !== value.trim() || !server || accepts(value);
        }),
        { numRuns: 1500, seed: 14 },
      );
    });
  }

  it('a text counted as a person sees it: the document refuses fewer code points than the minimum, the server counts the rest', () => {
    expect(documented(FeedbackText)('👍🏽'.repeat(19))).toBe(true); // 38 code points: only the server can count 19
    expect(FeedbackText.safeParse('👍🏽'.repeat(19)).error?.issues[0]?.code).toBe('custom');
    expect(documented(FeedbackText)('👍🏽'.repeat(200))).toBe(true);
    expect(documented(FeedbackText)('x'.repeat(2001))).toBe(false);
  });

  it('the three refusals of the issue are in the document: a 19-character feedback text, a 3-letter username, a one-letter name', () => {
    expect(documented(FeedbackText)('x'.repeat(19))).toBe(false);
    expect(documented(FeedbackText)('x'.repeat(20))).toBe(true);
    expect(documented(Username)('abc')).toBe(false);
    expect(documented(Username)('a1234')).toBe(false);
    expect(documented(Username)('ab123')).toBe(true);
    expect(documented(RealName)('张')).toBe(false);
    expect(documented(DepositAmount)('99.99')).toBe(false);
    expect(documented(DepositAmount)('50000.01')).toBe(false);
    expect(documented(DepositAmount)('50000.00')).toBe(true);
  });
});
