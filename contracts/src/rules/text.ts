import { z } from 'zod';
import type { ValidationKey } from '../messages/validation-en';

/**
 * At least one visible character. Rules are written as patterns where JSON Schema can carry them, so the
 * OpenAPI document refuses what the server refuses: `.trim().min(1)` would document `minLength: 1`, which
 * a string of spaces meets. A pattern tested before the trim is the same rule on the raw value.
 */
export const NOT_BLANK = /\S/;

/**
 * Between `min` and `max` characters once trimmed, counted as a player sees them (code points): the same
 * on the raw value and on the trimmed one, so the document states exactly the server's rule.
 */
export function trimmedLength(min: number, max: number): RegExp {
  if (min < 2) throw new Error('trimmedLength: use NOT_BLANK with a maximum for fewer than 2 characters');
  return new RegExp(`^\\s*\\S[\\s\\S]{${min - 2},${max - 2}}\\S\\s*$`, 'u');
}

/** The spec's generic form helper: any empty or whitespace-only field is a failure. */
export const nonBlank = (key: ValidationKey = 'required') => z.string().regex(NOT_BLANK, key).trim();

/** Chinese characters, English letters, spaces between words and the name dot (· or .). */
export const NAME_PATTERN = /^[\u4e00-\u9fa5A-Za-z]+([ ·.•][\u4e00-\u9fa5A-Za-z]+)*$/;

const CHINESE = '\\u4e00-\\u9fa5';
const BETWEEN_CHINESE = new RegExp(`(?<=[${CHINESE}]) (?=[${CHINESE}])`, 'gu');

/**
 * A person's name as two spellings of it compare: compatibility forms folded (a full-width space or letter is the
 * ordinary one), every run of whitespace and name dots one separator, none between two Chinese characters ("张 伟"
 * is "张伟"), no separator at either end, Latin letters in lower case ("LI WEI" is "Li Wei").
 */
export function comparableName(name: string): string {
  return name.normalize('NFKC').replace(/[\s·.•]+/gu, ' ').trim().replace(BETWEEN_CHINESE, '').toLowerCase();
}

/** Whether two spellings name the same person (comparableName). */
export const sameName = (a: string, b: string): boolean => comparableName(a) === comparableName(b);
