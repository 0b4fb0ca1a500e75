import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fieldLabels, validationEn, validationZhHans } from '@contracts/messages';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('.', import.meta.url));
const langs = ['en', 'zh_hans'] as const;
const namespaces = readdirSync(`${root}/en`).filter((f) => f.endsWith('.json'));

const keysOf = (lang: string, file: string) =>
  Object.keys(JSON.parse(readFileSync(`${root}/${lang}/${file}`, 'utf8')) as Record<string, string>).sort();

describe('locale key parity', () => {
  it('both languages have the same namespace files', () => {
    expect(
      readdirSync(`${root}/zh_hans`)
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual([...namespaces].sort());
  });

  it.each(namespaces)('namespace %s has the same keys in en and zh_hans', (file) => {
    expect(keysOf('zh_hans', file)).toEqual(keysOf('en', file));
  });

  it.each(namespaces)('namespace %s has no empty strings', (file) => {
    for (const lang of langs) {
      const entries = Object.entries(JSON.parse(readFileSync(`${root}/${lang}/${file}`, 'utf8')) as Record<string, unknown>);
      expect(entries.filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => `${lang}:${k}`)).toEqual([]);
    }
  });

  it('the validation namespace (from the contract) has the same keys in both languages', () => {
    expect(Object.keys(validationZhHans).sort()).toEqual(Object.keys(validationEn).sort());
  });

  it('every field label has both languages', () => {
    const missing = Object.entries(fieldLabels).filter(([, labels]) => !labels.en || !labels.zh_hans);
    expect(missing).toEqual([]);
  });
});
