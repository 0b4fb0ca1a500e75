import type { FieldError, FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * Translates a form error at render time (so a language switch re-translates it): the contract's
 * schemas carry message keys ('username.format', 'required'), the `validation` namespace holds the
 * server's own sentences, `{{field}}` is the field's label. A message that is not a key (zod's
 * own, e.g. a failed union) reads as "<field> is invalid".
 */
export function useFieldErrorText<T extends FieldValues>(errors: FieldErrors<T>) {
  const { t, i18n } = useTranslation();
  /** `params` fill what the contract's issue carried besides its key ("at least ¥{{min}}": the form knows the minimum). */
  return (name: keyof T & string, params: Record<string, string> = {}): string | undefined => {
    const error = errors[name] as FieldError | undefined;
    if (!error) return undefined;
    const field = t(`fields:${name}`);
    const key = error.message ?? '';
    return i18n.exists(`validation:${key}`) ? t(`validation:${key}`, { ...params, field }) : t('validation:invalid', { field });
  };
}
