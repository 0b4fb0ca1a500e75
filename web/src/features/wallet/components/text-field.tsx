import { Input } from 'antd-mobile';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@web/components/form-field';

interface TextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  idPrefix: string;
  error?: string;
  hint?: string;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal';
}

/** A labelled text input bound to react-hook-form; the label is the field's shared label. */
export function TextField<T extends FieldValues>({ control, name, idPrefix, error, hint, placeholder, autoComplete = 'off', inputMode }: TextFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField id={`${idPrefix}-${name}`} label={t(`fields:${name}`)} error={error} hint={hint}>
          {(a11y) => (
            <Input
              {...a11y}
              ref={field.ref}
              name={field.name}
              value={(field.value as string | undefined) ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              autoComplete={autoComplete}
              autoCapitalize="off"
              inputMode={inputMode}
              placeholder={placeholder}
            />
          )}
        </FormField>
      )}
    />
  );
}
