import { isValidationKey, translateValidation, type Lang, type ValidationKey } from '@contracts';
import { messages, translateMessage, type MessageKey } from '../messages';

export type ErrorKey = MessageKey | ValidationKey;
type Params = Record<string, string | number>;

/**
 * A business refusal as a value: handlers return it instead of data and the binder turns it into
 * `{ code: 0, msg }` in the request's language, in one place. `Field` is the input it is about, if any
 * (`.about('username')`): the envelope names it as `field` and the form shows the sentence under that input. The
 * handler's type lets it name only a key of its endpoint's request (`HandlerTree`), so a plain `DomainError` names none.
 */
export class DomainError<Field extends string = never> {
  readonly kind = 'DomainError' as const;
  constructor(
    readonly key: ErrorKey,
    readonly params: Params = {},
    /** HTTP status: 200 on `/api/` (the platform's `code: 0`); the control API uses 400/404/409. */
    readonly status: number = 200,
    /**
     * A refusal is a rollback of the request's unit of work, unless the refusal itself is what must be
     * remembered (a wrong password counts towards a lock-out).
     */
    readonly keepWrites: boolean = false,
    readonly field?: Field,
  ) {}

  /** The same refusal, about one input of the request: `fail('register.usernameTaken').about('username')`. */
  about<F extends string>(field: F): DomainError<F> {
    return new DomainError(this.key, this.params, this.status, this.keepWrites, field);
  }
}

/** The input keys of a request shaped T, as a refusal names them: `DomainError<InputKey<DepositForm>>`. */
export type InputKey<T> = keyof T & string;

export function isDomainError(value: unknown): value is DomainError<string> {
  return value instanceof DomainError;
}

export function fail(key: ErrorKey, params: Params = {}, status = 200): DomainError {
  return new DomainError(key, params, status);
}

/** A refusal whose writes stand (failed-attempt counters): the unit of work commits them. */
export function failRecorded(key: ErrorKey, params: Params = {}): DomainError {
  return new DomainError(key, params, 200, true);
}

/** Mock catalog first, then the shared validation catalog (so `upload.size` reads the same as on the web). */
export function translate(key: ErrorKey, lang: Lang, params: Params = {}): string {
  if (Object.hasOwn(messages.en, key)) return translateMessage(key as MessageKey, lang, params);
  if (isValidationKey(key)) return translateValidation(key, lang, params);
  return key;
}
