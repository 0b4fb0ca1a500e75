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
