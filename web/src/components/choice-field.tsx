import type { ReactNode } from 'react';

export interface ChoiceA11yProps {
  /** The label's id, for the group's aria-labelledby. */
  labelledBy: string;
  /** The message's id while there is one, for aria-describedby. */
  describedBy: string | undefined;
}

interface ChoiceFieldProps {
  /** The label is `<id>-label`, the message `<id>-error`. */
  id: string;
  label: string;
  /** Already translated; shown under the choices and announced. */
  error?: string | undefined;
  /** The choices (a ToggleRow, a list of buttons), named by the label. */
  children: (a11y: ChoiceA11yProps) => ReactNode;
}

/**
 * A form field whose control is a group of choices rather than one input: a `<label for>` cannot name a group,
 * so the label is a span the group points at. The choice field beside FormField's text field.
 */
export function ChoiceField({ id, label, error, children }: ChoiceFieldProps) {
  return (
    <div className="form-field" data-invalid={error ? 'true' : 'false'}>
      <span id={`${id}-label`} className="form-field-label">
        {label}
      </span>
      {children({ labelledBy: `${id}-label`, describedBy: error ? `${id}-error` : undefined })}
      {error && (
        <div id={`${id}-error`} className="form-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
