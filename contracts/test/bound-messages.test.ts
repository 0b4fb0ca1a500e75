import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api, describeIssue, type Lang } from '../src';

/** The sentence the server answers for the first issue of a value, in one language. */
function firstMessage(schema: z.ZodType, value: unknown, lang: Lang = 'en'): string {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  return describeIssue(result.error.issues[0]!, lang);
}

/**
 * issue 14: `activity/detail?id=0` said "ID must be at least 0". The message builder read every lower
 * bound as inclusive; these are the bounds zod can report, each with the sentence that is true.
 */
describe('bound messages say the bound that was missed', () => {
  it('activity/detail?id=0: an exclusive minimum reads "greater than 0"', () => {
    expect(firstMessage(api.promotions.detail.input, { id: '0' })).toBe('ID must be greater than 0');
    expect(firstMessage(api.promotions.detail.input, { id: '0' }, 'zh_hans')).toBe('ID必须大于 0');
  });

  it('the same for a JSON id (withdrawal method 0) and a positive() anywhere', () => {
    expect(firstMessage(z.object({ methodId: z.number().positive() }), { methodId: 0 })).toBe('Withdrawal method must be greater than 0');
  });

  it('an inclusive minimum still reads "at least"', () => {
    expect(firstMessage(z.object({ page: z.number().int().min(1) }), { page: 0 })).toBe('Page must be at least 1');
  });

  it('an exclusive maximum reads "less than", an inclusive one "at most"', () => {
    expect(firstMessage(z.object({ page: z.number().lt(10) }), { page: 10 })).toBe('Page must be less than 10');
    expect(firstMessage(z.object({ page: z.number().lt(10) }), { page: 10 }, 'zh_hans')).toBe('页码必须小于 10');
    expect(firstMessage(z.object({ pageSize: z.number().max(100) }), { pageSize: 101 })).toBe('Page size must be at most 100');
  });

  it('an exact length reads "exactly", both ways', () => {
    const code = z.object({ secondaryPassword: z.string().length(6) });
    expect(firstMessage(code, { secondaryPassword: '12345' })).toBe('Withdrawal password must be exactly 6 characters');
    expect(firstMessage(code, { secondaryPassword: '1234567' })).toBe('Withdrawal password must be exactly 6 characters');
  });

  it('lists count items, not characters or values', () => {
    const images = z.object({ images: z.array(z.string()).min(1).max(3) });
    expect(firstMessage(images, { images: [] })).toBe('Images must not be empty');
    expect(firstMessage(images, { images: ['a', 'b', 'c', 'd'] })).toBe('Images must have at most 3 items');
    expect(firstMessage(z.object({ images: z.array(z.string()).min(2) }), { images: ['a'] })).toBe('Images must have at least 2 items');
    expect(firstMessage(images, { images: [] }, 'zh_hans')).toBe('图片不能为空');
  });

  it('text bounds are unchanged: a minimum of 1 is "required", longer ones count characters', () => {
    expect(firstMessage(z.object({ username: z.string().min(1) }), { username: '' })).toBe('Username is required');
    expect(firstMessage(z.object({ username: z.string().min(4) }), { username: 'abc' })).toBe('Username must be at least 4 characters');
    expect(firstMessage(z.object({ username: z.string().max(4) }), { username: 'abcde' })).toBe('Username must be at most 4 characters');
  });
});
