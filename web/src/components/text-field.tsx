import { Input } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldFocusRef } from './field-focus-ref';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';

interface TextFieldProps<T extends FieldValues, C, O extends FieldValues> {
  control: Control<T, C, O>;
  name: FieldPath<T>;
  /** The form's name: the input's id is `<idPrefix>-<name>`. */
  idPrefix: string;
  /** Already translated (useFieldErrorText). */
  error?: string | undefined;
  hint?: string | undefined;
  optional?: boolean;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel';
  /** A password or PIN: masked, with a show/hide toggle. */
  secret?: boolean;
  /** Only where the rule's own message would say nothing more; never on a secret (see PasswordInput). */
  maxLength?: number;
  /** After the value changed (e.g. re-check a field that depends on this one). */
  onValueChange?: (value: string) => void;
  /** Beside the input (an "All" button). */
  addon?: ReactNode;
}

/** The one text field of every form: bound to react-hook-form, labelled with the field's shared label. */
export function TextField<T extends FieldValues, C = unknown, O extends FieldValues = T>(props: TextFieldProps<T, C, O>) {
  const {
    control,
    name,
    idPrefix,
    error,
    hint,
    optional,
    placeholder,
    autoComplete = 'off',
    inputMode,
    secret,
    maxLength,
    onValueChange,
    addon,
  } = props;
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const onChange = (value: string) => {
          field.onChange(value);
          onValueChange?.(value);
        };
        const common = { name: field.name, value: (field.value as string | undefined) ?? '', onChange, onBlur: field.onBlur, placeholder };
        return (
          <FormField id={`${idPrefix}-${name}`} label={t(`fields:${name}`)} error={error} hint={hint} optional={optional}>
            {(a11y) => (
              <>
                {secret ? (
                  <PasswordInput
                    {...a11y}
                    {...common}
                    inputRef={fieldFocusRef(field.ref)}
                    autoComplete={autoComplete}
                    inputMode={inputMode === 'numeric' ? 'numeric' : undefined}
                  />
                ) : (
                  <Input
                    {...a11y}
                    {...common}
                    maxLength={maxLength}
                    ref={fieldFocusRef(field.ref)}
                    autoComplete={autoComplete}
                    autoCapitalize="off"
                    inputMode={inputMode}
                  />
                )}
                {addon}
              </>
            )}
          </FormField>
        );
      }}
    />
  );
}
