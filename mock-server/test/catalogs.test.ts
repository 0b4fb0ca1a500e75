import { describe, expect, it } from 'vitest';
import { messages } from '@mock/messages';

describe('the mock message catalogs', () => {
  it('have the same keys in en and zh_hans', () => {
    expect(Object.keys(messages.zh_hans).sort()).toEqual(Object.keys(messages.en).sort());
  });

  it('use the same placeholders in both languages', () => {
    for (const [key, en] of Object.entries(messages.en)) {
      // A placeholder with its format ("min, money"): both languages show the figure the same way.
      const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+(?:, *\w+)?)\}\}/g)].map((m) => m[1]).sort();
      expect(placeholders(messages.zh_hans[key as keyof typeof messages.en]), key).toEqual(placeholders(en));
    }
  });

  it('have no empty message', () => {
    for (const catalog of Object.values(messages)) for (const [key, text] of Object.entries(catalog)) expect(text.trim(), key).not.toBe('');
  });
});
