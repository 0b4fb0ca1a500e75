import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { api, describeIssue } from '../src';
import { visibleLength } from '../src/rules/characters';
import { ChatText } from '../src/rules/chat';
import { FeedbackText } from '../src/rules/feedback';
import { Alias, BankCardForm, WalletAccountForm } from '../src/rules/money-forms';
import { PartnerApplicationForm } from '../src/rules/partner';

/** A thumbs-up with a skin tone: two code points, four UTF-16 units, one character on screen. */
const THUMB = '👍🏽';
/** "e" and a combining acute accent: two code points, one character. */
const E_ACUTE = 'e\u0301';
/** A family: seven code points joined by zero-width joiners, one character. */
const FAMILY = '👨‍👩‍👧‍👦';
const FLAG = '🇭🇰';

const firstMessage = (result: { success: boolean; error?: { issues: Parameters<typeof describeIssue>[0][] } }) =>
  result.success ? 'accepted' : describeIssue(result.error!.issues[0]!, 'en');

describe('visibleLength: characters as a person sees them (grapheme clusters)', () => {
  it('counts an emoji with a skin tone, a ZWJ family, a flag and a combining accent as one each', () => {
    expect(visibleLength(THUMB)).toBe(1);
    expect(visibleLength(FAMILY)).toBe(1);
    expect(visibleLength(FLAG)).toBe(1);
    expect(visibleLength(E_ACUTE)).toBe(1);
    expect(visibleLength(`${THUMB.repeat(19)}`)).toBe(19);
  });

  it('counts CJK, Latin and spaces one each', () => {
    expect(visibleLength('充值未到账')).toBe(5);
    expect(visibleLength('ab c')).toBe(4);
    expect(visibleLength('')).toBe(0);
  });
});

describe('the feedback text (20–200 characters as a person sees them)', () => {
  it('refuses 19 emoji with a skin tone (38 code points) and accepts 20', () => {
    expect(firstMessage(FeedbackText.safeParse(THUMB.repeat(19)))).toBe('Description: 20–200 characters');
    expect(FeedbackText.safeParse(THUMB.repeat(20)).success).toBe(true);
  });

  it('accepts 200 emoji with a skin tone (400 code points) and refuses 201', () => {
    expect(FeedbackText.safeParse(THUMB.repeat(200)).success).toBe(true);
    expect(firstMessage(FeedbackText.safeParse(THUMB.repeat(201)))).toBe('Description: 20–200 characters');
  });

  it('counts combining marks with their letter and CJK one each', () => {
    expect(FeedbackText.safeParse(E_ACUTE.repeat(19)).success).toBe(false);
    expect(FeedbackText.safeParse(E_ACUTE.repeat(200)).success).toBe(true);
    expect(FeedbackText.safeParse('充'.repeat(19)).success).toBe(false);
    expect(FeedbackText.safeParse('充'.repeat(200)).success).toBe(true);
    expect(FeedbackText.safeParse(FAMILY.repeat(200)).success).toBe(true);
  });

  it('counts after trimming, as before', () => {
    expect(FeedbackText.safeParse(`   ${THUMB.repeat(19)}   `).success).toBe(false);
    expect(FeedbackText.parse(`  ${'x'.repeat(20)}  `)).toBe('x'.repeat(20));
  });

  it('is the rule of feedback/submit', () => {
    expect(api.feedback.submit.input.safeParse({ type: 3, description: THUMB.repeat(19), images: [] }).success).toBe(false);
    expect(api.feedback.submit.input.safeParse({ type: 3, description: THUMB.repeat(200), images: [] }).success).toBe(true);
  });
});

describe('the other free-text rules count the same way', () => {
  it('partner message: 20–200 characters', () => {
    const message = PartnerApplicationForm.shape.message;
    expect(message.safeParse(THUMB.repeat(19)).success).toBe(false);
    expect(message.safeParse(THUMB.repeat(200)).success).toBe(true);
    expect(message.safeParse(E_ACUTE.repeat(201)).success).toBe(false);
  });

  it('partner contact: 4–60 characters, still no control characters or < >', () => {
    const contact = PartnerApplicationForm.shape.contact;
    expect(contact.safeParse(THUMB.repeat(3)).success).toBe(false);
    expect(contact.safeParse(`@${THUMB.repeat(59)}`).success).toBe(true);
    expect(contact.safeParse(`@${THUMB.repeat(60)}`).success).toBe(false);
    expect(contact.safeParse('ab<c').success).toBe(false);
    expect(contact.safeParse('ab\u0001cd').success).toBe(false);
  });

  it('chat message: at most 500 characters', () => {
    expect(ChatText.safeParse(THUMB.repeat(500)).success).toBe(true);
    expect(firstMessage(ChatText.safeParse(E_ACUTE.repeat(501)))).toBe('A message can be at most 500 characters');
  });

  it('alias: 1–20 characters', () => {
    expect(Alias.safeParse(THUMB.repeat(20)).success).toBe(true);
    expect(firstMessage(Alias.safeParse(E_ACUTE.repeat(21)))).toBe('Alias: 1–20 characters');
  });

  it('bank and wallet addresses: at most 100 characters', () => {
    const bankAddress = BankCardForm.shape.bankAddress;
    const address = WalletAccountForm.shape.address;
    expect(bankAddress.safeParse('支'.repeat(50) + THUMB.repeat(50)).success).toBe(true);
    const card = { cardholderName: '张伟', bankId: 2, cardNumber: '6222020200112233446', bankAddress: E_ACUTE.repeat(101) };
    expect(firstMessage(BankCardForm.safeParse(card))).toBe('Bank address must be at most 100 characters');
    expect(address.safeParse(THUMB.repeat(100)).success).toBe(true);
    expect(address.safeParse(E_ACUTE.repeat(101)).success).toBe(false);
  });

  it('text no person could type (hundreds of marks on one letter) is refused by the code-point cap', () => {
    expect(FeedbackText.safeParse(`${'x'.repeat(19)}y${'\u0301'.repeat(5000)}`).success).toBe(false);
  });
});

describe('a text of a megabyte', () => {
  it('is refused at once, without counting it (the fuzzer sends such bodies)', () => {
    const huge = 'x'.repeat(1_000_000);
    const started = performance.now();
    expect(firstMessage(FeedbackText.safeParse(huge))).toBe('Description: 20–200 characters');
    expect(firstMessage(ChatText.safeParse(huge))).toBe('A message can be at most 500 characters');
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('is counted in linear time (a segment iterator copies its input at each step: windows keep it short)', () => {
    const started = performance.now();
    expect(visibleLength(THUMB.repeat(20_000))).toBe(20_000);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('counting by windows', () => {
  const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
  const onePass = (text: string) => [...segmenter.segment(text)].length;
  const pieces = [
    'a',
    'é',
    E_ACUTE,
    THUMB,
    FLAG,
    '🇭',
    '\u200d',
    FAMILY,
    '充',
    '\r',
    '\n',
    ' ',
    '\u0301',
    '각',
    '\u1100',
    '\u1161',
    '\u11a8',
    '\ud83d',
  ];

  it('counts what one pass over the whole text counts, across window edges (random mixes up to 1,500 units)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...pieces), { maxLength: 600 }),
        (parts) => visibleLength(parts.join('')) === onePass(parts.join('')),
      ),
      { numRuns: 300, seed: 20 },
    );
  });
});
