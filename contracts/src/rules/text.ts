import { z } from 'zod';
import type { ValidationKey } from '../messages/validation-en';
import { CODE_POINTS_PER_CHARACTER, visibleLength } from './characters';

export { CODE_POINTS_PER_CHARACTER, visibleLength } from './characters';

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

/**
 * Free text a person types, of `min`–`max` characters as a person sees them (visibleLength: grapheme clusters,
 * so "👍🏽" is one), counted on the trimmed value: apply to a string schema that trims. Refused with `key`
 * (its `{{min}}`/`{{max}}` filled from the rule). JSON Schema counts code points, in which a count of what a
 * person sees cannot be written: the document gets what it can say, a pattern of at least `min` code points
 * (each character has one) and at most `max` × CODE_POINTS_PER_CHARACTER, and the exact count as a
 * refinement named in the field's description. A text within the count but over that cap (hundreds of marks
 * stacked on a letter) is refused as `text.marks`.
 */
export function visibleText(schema: z.ZodString, min: number, max: number, key: ValidationKey): z.ZodString {
  const cap = max * CODE_POINTS_PER_CHARACTER;
  const bounds = min >= 2 ? trimmedLength(min, cap) : new RegExp(`^[\\s\\S]{0,${cap}}$`, 'u');
  const range = min >= 2 ? `${min}–${max} characters` : `At most ${max} characters`;
  return schema
    .refine(
      (text) => {
        // Beyond twice the cap in UTF-16 units it is over the cap in code points too: refused without counting a megabyte.
        if (text.length > 2 * cap) return false;
        const length = visibleLength(text);
        // A minimum of 1 is the schema's own "required" rule, which has its own message.
        return length <= max && (min < 2 || length >= min);
      },
      { message: key, params: { min, max }, abort: true },
    )
    .regex(bounds, 'text.marks')
    .meta({
      description: `${range} as a person sees them (grapheme clusters: "👍🏽", or an "e" with a combining accent, is one), counted after trimming (checked by the server); the pattern states the bounds in code points.`,
    });
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
  return name
    .normalize('NFKC')
    .replace(/[\s·.•]+/gu, ' ')
    .trim()
    .replace(BETWEEN_CHINESE, '')
    .toLowerCase();
}

/** Whether two spellings name the same person (comparableName). */
export const sameName = (a: string, b: string): boolean => comparableName(a) === comparableName(b);
