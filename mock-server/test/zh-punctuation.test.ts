import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fieldLabels, validationZhHans } from '@contracts/messages';
import { describe, expect, it } from 'vitest';
import { messages } from '@mock/messages';
import { SCENARIOS } from '@mock/scenarios';

/*
 * Chinese copy uses full-width punctuation: "邀请码（选填）", "金额：". A half-width ( ) or : beside a Chinese
 * character (or full-width punctuation), spaces between allowed, is a slip. Placeholders and i18next's
 * nesting ($t(key, {"count": …})) are markup, not copy, and are left out.
 */
const CJK = '[\\u3000-\\u303f\\u3400-\\u9fff\\uff00-\\uffef]';
const HALF_WIDTH_BESIDE_CJK = new RegExp(`${CJK} *[():]|[():] *${CJK}`, 'u');

function halfWidthSlips(strings: Record<string, unknown>): string[] {
  return Object.entries(strings)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([key, text]) => [key, text.replace(/\$t\([^)]*\)/g, '').replace(/\{\{[^}]*\}\}/g, '')] as const)
    .filter(([, copy]) => HALF_WIDTH_BESIDE_CJK.test(copy))
    .map(([key, copy]) => `${key}: ${copy}`);
}

const localeDir = fileURLToPath(new URL('../../web/src/locales/zh_hans/', import.meta.url));

describe('zh_hans copy uses full-width ( ) and :', () => {
  it('the checker itself catches a slip and lets full-width punctuation, placeholders and nesting pass', () => {
    expect(halfWidthSlips({ a: '邀请码(选填)', b: '金额: 100', c: 'SHA-256(种子)' })).toHaveLength(3);
    expect(
      halfWidthSlips({
        a: '邀请码（选填）',
        b: '金额：{{amount}}',
        c: '请 $t(count.seconds, {"count": {{seconds}} })后再试',
        d: 'USDT (TRC20)',
      }),
    ).toEqual([]);
  });

  it.each(readdirSync(localeDir).filter((f) => f.endsWith('.json')))('web locale %s', (file) => {
    expect(halfWidthSlips(JSON.parse(readFileSync(`${localeDir}${file}`, 'utf8')) as Record<string, unknown>)).toEqual([]);
  });

  it("the mock's messages", () => {
    expect(halfWidthSlips(messages.zh_hans)).toEqual([]);
  });

  it("the scenarios' summaries and their players' roles", () => {
    const copy = SCENARIOS.flatMap((s) => [
      [s.name, s.summary.zh_hans],
      ...s.players.map((p) => [`${s.name} ${p.username}`, p.role.zh_hans]),
    ]);
    expect(halfWidthSlips(Object.fromEntries(copy))).toEqual([]);
  });

  it("the contract's validation messages and field labels", () => {
    expect(halfWidthSlips(validationZhHans)).toEqual([]);
    expect(halfWidthSlips(Object.fromEntries(Object.entries(fieldLabels).map(([key, labels]) => [key, labels.zh_hans])))).toEqual([]);
  });
});
