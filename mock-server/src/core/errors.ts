import { interpolate, isValidationKey, translateValidation, type Lang, type ValidationKey } from '@contracts';
import { messages, type MessageKey } from '../messages';

export type ErrorKey = MessageKey | ValidationKey;
type Params = Record<string, string | number>;

/**
 * A business refusal as a value: handlers return it instead of data and the binder turns it into
 * `{ code: 0, msg }` in the request's language, in one place.
 */
export class DomainError {
  readonly kind = 'DomainError' as const;
  constructor(
    readonly key: ErrorKey,
    readonly params: Params = {},
  ) {}
}

export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError;
}

export function fail(key: ErrorKey, params: Params = {}): DomainError {
  return new DomainError(key, params);
}

/** Mock catalog first, then the shared validation catalog (so `upload.size` reads the same as on the web). */
export function translate(key: ErrorKey, lang: Lang, params: Params = {}): string {
  if (Object.hasOwn(messages.en, key)) return interpolate(messages[lang][key as MessageKey], params);
  if (isValidationKey(key)) return translateValidation(key, lang, params);
  return key;
}
