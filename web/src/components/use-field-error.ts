import type { FieldError, FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The type of a field's error that is the server's refusal of it (useContractForm): its message is a sentence. */
export const SERVER_REFUSAL = 'server';

/**
 * Translates a form error at render time (so a language switch re-translates it): the contract's
 * schemas carry message keys ('username.format', 'required'), the `validation` namespace holds the
 * server's own sentences, `{{field}}` is the field's label; a page's own rule names its namespace
 * ('interest:form.outMax'). A message that is not a key (zod's
 * own, e.g. a failed union) reads as "<field> is invalid". A refusal of the server (useContractForm) is its sentence
 * already, in the language it was asked in, and is shown as it came.
 */
export function useFieldErrorText<T extends FieldValues>(errors: FieldErrors<T>) {
  const { t, i18n } = useTranslation();
  /** `params` fill what the contract's issue carried besides its key ("at least ¥{{min}}": the form knows the minimum). */
  return (name: keyof T & string, params: Record<string, string> = {}): string | undefined => {
    const error = errors[name] as FieldError | undefined;
    if (!error) return undefined;
    if (error.type === SERVER_REFUSAL && error.message) return error.message;
    const field = t(`fields:${name}`);
    const key = errorKey(error.message ?? '');
    return i18n.exists(key) ? t(key, { ...params, field }) : t('validation:invalid', { field });
  };
}

/** A schema's message as a locale key: the contract's keys live in `validation`, a page's own carry their namespace. */
export function errorKey(message: string): string {
  return message.includes(':') ? message : `validation:${message}`;
}
