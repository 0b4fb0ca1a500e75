import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Mode, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '@web/lib/api-error';
import { errorMessage } from '@web/lib/error-message';
import { SERVER_REFUSAL, useFieldErrorText } from './use-field-error';

/**
 * What a field holds before the schema checks it, from the schema's input type: text is a string ('' for
 * "not given", also where the wire makes it optional), a box is a boolean (the schema may accept only `true`),
 * a list is a list, anything chosen (a type, a bank, a protocol) is `undefined` until it is.
 */
type DraftOf<T> = [NonNullable<T>] extends [boolean]
  ? boolean
  : string extends NonNullable<T>
    ? string
    : [NonNullable<T>] extends [readonly unknown[]]
      ? NonNullable<T>
      : NonNullable<T> | undefined;

export type FormDraft<S extends z.ZodType> = { [K in keyof z.input<S>]-?: DraftOf<z.input<S>[K]> };

/** A resolver from the draft to the schema's output (`contractResolver`, or `lazyResolver` of one). */
export type ContractResolver<S extends z.ZodType> = Resolver<FormDraft<S>, unknown, z.output<S>>;

interface ContractFormOptions<S extends z.ZodType<FieldValues, FieldValues>> {
  resolver: ContractResolver<S> & { preload?: () => Promise<unknown> };
  defaultValues: DefaultValues<FormDraft<S>>;
  /** When a field is checked first; later it is checked on every change. */
  mode?: Mode;
  /**
   * The one submit path: runs with the schema's output once every field passes. Money calls carry their
   * submission key in their mutation hook (`api/submission-key.ts`), so pressing again after no answer is safe.
   * What it throws is shown: a refusal the server says is about one of the form's fields (the envelope's `field`)
   * under that field, which takes the focus; any other refusal in its own words, or what went wrong, as the alert.
   */
  onSubmit: (values: z.output<S>) => Promise<void>;
  /**
   * When a field fails the schema on submit or the server refuses it, besides showing its error (a field that lives
   * in a sheet, or a sheet over the field): `form.getFieldState(name)` says which.
   */
  onInvalid?: () => void;
}

export interface ContractForm<S extends z.ZodType<FieldValues, FieldValues>> {
  form: UseFormReturn<FormDraft<S>, unknown, z.output<S>>;
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** The server's refusal (or the failure) of the last submission, for `FormAlert`; '' when none. */
  alert: string;
  clearAlert: () => void;
  /** Shows another action's failure in the form's alert (a button beside the form that calls the server). */
  showFailure: (error: unknown) => void;
  /** A field's error in the language on screen (useFieldErrorText). */
  errorText: ReturnType<typeof useFieldErrorText<FormDraft<S>>>;
}

/**
 * Every form of the app: react-hook-form over a contract schema, values typed from the schema's input, checked
 * on touch, and one submit path whose refusal shows under the field it is about, or else on the form
 * (`role="alert"`, not only as a toast). A lazily loaded schema starts its download with the player's first tap, key
 * or focus on the page: a phone that only looks downloads nothing it does not show.
 */
export function useContractForm<S extends z.ZodType<FieldValues, FieldValues>>({
  resolver,
  defaultValues,
  mode = 'onTouched',
  onSubmit,
  onInvalid,
}: ContractFormOptions<S>): ContractForm<S> {
  const { t } = useTranslation('common');
  const form = useForm<FormDraft<S>, unknown, z.output<S>>({ resolver, mode, defaultValues });
  const [alert, setAlert] = useState('');
  const errorText = useFieldErrorText(form.formState.errors);
  const preload = resolver.preload;
  useEffect(() => (preload ? onFirstInteraction(preload) : undefined), [preload]);
  const showFailure = (error: unknown) => setAlert(errorMessage(error, t('requestFailed')));
  const submit = form.handleSubmit(
    async (values) => {
      setAlert('');
      try {
        await onSubmit(values);
      } catch (error) {
        const field = refusedField(error, form.getValues());
        if (field === undefined) return showFailure(error);
        // A server sentence, not a schema key: useFieldErrorText shows it as it came. The next edit of the field
        // checks it against the schema again, which clears it.
        form.setError(field, { type: SERVER_REFUSAL, message: errorMessage(error, t('requestFailed')) }, { shouldFocus: true });
        onInvalid?.();
      }
    },
    onInvalid && (() => onInvalid()),
  );
  return { form, submit, alert, clearAlert: () => setAlert(''), showFailure, errorText };
}

/** The field of the form a refusal is about, when the server named one the form has (every field has a default value). */
function refusedField<T extends FieldValues>(error: unknown, values: T): Path<T> | undefined {
  const field = isApiError(error) && error.kind === 'business' ? error.field : undefined;
  // The keys of the values are the form's fields: a name among them is a path of the form.
  return field !== undefined && Object.hasOwn(values, field) ? (field as Path<T>) : undefined;
}

/**
 * Runs `start` at the player's first touch, click, key or focus anywhere on the page (what comes before typing into
 * a field); answers the effect's clean-up. The first check of a field waits for the download if it is still coming.
 */
function onFirstInteraction(start: () => Promise<unknown>): () => void {
  const EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;
  const run = () => {
    stop();
    void start().catch(() => undefined);
  };
  const stop = () => EVENTS.forEach((type) => document.removeEventListener(type, run, true));
  EVENTS.forEach((type) => document.addEventListener(type, run, { capture: true, passive: true }));
  return stop;
}
