import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FieldA11yProps {
  id: string;
}

interface FormFieldProps {
  id: string;
  label: string;
  /** Already translated; shown under the field and announced with it. */
  error?: string;
  hint?: string;
  optional?: boolean;
  children: (a11y: FieldA11yProps) => ReactNode;
}

/** A labelled field with its message underneath, tied to the input by id and aria-describedby. */
export function FormField({ id, label, error, hint, optional, children }: FormFieldProps) {
  const { t } = useTranslation();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  // antd-mobile's Input puts aria-* props on its wrapper div, not on the <input>: set them on the
  // input itself so a screen reader reads the message with the field.
  useEffect(() => {
    const input = document.getElementById(id);
    if (!input) return;
    input.setAttribute('aria-invalid', error ? 'true' : 'false');
    if (describedBy) input.setAttribute('aria-describedby', describedBy);
    else input.removeAttribute('aria-describedby');
  }, [id, error, describedBy]);
  return (
    <div className="form-field" data-invalid={error ? 'true' : 'false'}>
      <label htmlFor={id}>
        {label}
        {optional && <span className="form-field-optional">{t('optional')}</span>}
      </label>
      <div className="form-field-control">{children({ id })}</div>
      {hint && !error && (
        <div id={`${id}-hint`} className="form-hint">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="form-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
