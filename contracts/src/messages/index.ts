import type { z } from 'zod';
import { excerpt, interpolate, type Lang } from '../core/lang';
import { fieldLabel } from './field-labels';
import { validationEn, type ValidationKey } from './validation-en';
import { validationZhHans } from './validation-zh_hans';

export { fieldLabels, fieldLabel } from './field-labels';
export { validationEn, type ValidationKey } from './validation-en';
export { validationZhHans } from './validation-zh_hans';

export const validationMessages: Record<Lang, Record<ValidationKey, string>> = {
  en: validationEn,
  zh_hans: validationZhHans,
};

export function isValidationKey(value: string): value is ValidationKey {
  return Object.hasOwn(validationEn, value);
}

export function translateValidation(key: ValidationKey, lang: Lang, params: Record<string, string | number> = {}) {
  return interpolate(validationMessages[lang][key], params);
}

/**
 * Turns one zod issue into a sentence naming the field, in the player's language. Schemas carry
 * message keys; zod's own issues (missing field, wrong type, bounds) map to generic keys.
 */
export function describeIssue(issue: z.core.$ZodIssue, lang: Lang): string {
  const field = fieldLabel(issue.path, lang);
  const bounds = issueParams(issue);
  if (isValidationKey(issue.message)) return translateValidation(issue.message, lang, { field, ...bounds });
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return translateValidation('required', lang, { field });
      return translateValidation('wrongType', lang, { field, expected: EXPECTED_TYPES[issue.expected]?.[lang] ?? issue.expected });
    case 'too_small':
      return translateValidation(tooSmallKey(issue), lang, { field, min: Number(issue.minimum), length: Number(issue.minimum) });
    case 'too_big':
      return translateValidation(tooBigKey(issue), lang, { field, max: Number(issue.maximum), length: Number(issue.maximum) });
    case 'unrecognized_keys':
      return translateValidation('unknownField', lang, { field: excerpt(issue.keys.join(', ')) });
    default:
      return translateValidation('invalid', lang, { field });
  }
}

/**
 * The sentence of a lower bound, by what was measured: text (a minimum of 1 is "required"), a list, or a
 * number, whose exclusive bound (`positive()`, `gt`) is "greater than", never "at least 0".
 */
function tooSmallKey(issue: z.core.$ZodIssueTooSmall): ValidationKey {
  if (issue.origin === 'string') return issue.exact ? 'lengthExact' : Number(issue.minimum) <= 1 ? 'required' : 'tooShort';
  if (issue.origin === 'array' || issue.origin === 'set') return Number(issue.minimum) <= 1 ? 'listEmpty' : 'tooFewItems';
  return issue.inclusive === false ? 'tooSmallExclusive' : 'tooSmall';
}

/** The sentence of an upper bound, the same way (an exclusive `lt` is "less than"). */
function tooBigKey(issue: z.core.$ZodIssueTooBig): ValidationKey {
  if (issue.origin === 'string') return issue.exact ? 'lengthExact' : 'tooLong';
  if (issue.origin === 'array' || issue.origin === 'set') return 'tooManyItems';
  return issue.inclusive === false ? 'tooBigExclusive' : 'tooBig';
}

/** The type a field should have, as a player reads it ("Withdrawal method must be a number"). */
const EXPECTED_TYPES: Partial<Record<string, Record<Lang, string>>> = {
  number: { en: 'a number', zh_hans: '数字' },
  int: { en: 'a whole number', zh_hans: '整数' },
  string: { en: 'text', zh_hans: '文本' },
  boolean: { en: 'true or false', zh_hans: 'true 或 false' },
  array: { en: 'a list', zh_hans: '列表' },
  object: { en: 'an object', zh_hans: '对象' },
};

/**
 * The input an issue is about, as the `Refusal` envelope names it: the first key of its path (a line of a list is
 * its list's). None for an issue about the whole request (an unknown field, a rule across fields without a path).
 */
export function issueField(issue: z.core.$ZodIssue | undefined): string | undefined {
  const first = issue?.path[0];
  return typeof first === 'string' ? first : undefined;
}

/**
 * min/max of a size issue, so messages like "at most {{max}} images" are filled from the schema; a
 * custom issue's own params (a method's minimum, "at least {{min, money}}").
 */
export function issueParams(issue: z.core.$ZodIssue): Record<string, string | number> {
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  if (issue.code === 'custom' && issue.params) {
    return Object.fromEntries(
      Object.entries(issue.params).filter(
        (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
      ),
    );
  }
  return {};
}
