import { lazy, Suspense, useId, useState } from 'react';

// The pickers are heavy and no first screen needs them: loaded on the first tap.
const OptionSheet = lazy(() => import('./picker-sheets').then((m) => ({ default: m.OptionSheet })));
const DateSheet = lazy(() => import('./picker-sheets').then((m) => ({ default: m.DateSheet })));

interface FieldShellProps {
  label: string;
  text: string;
  invalid?: boolean;
  describedBy?: string | undefined;
  onOpen: () => void;
}

/** A labelled field that shows its value in full (it wraps, never cuts) and opens a picker on tap. */
function FieldShell({ label, text, invalid, describedBy, onOpen }: FieldShellProps) {
  const id = useId();
  return (
    <div className="pick-field">
      <span id={`${id}-label`} className="pick-field-label">
        {label}
      </span>
      <button
        type="button"
        className="pick-field-button"
        aria-haspopup="dialog"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onClick={onOpen}
      >
        <span id={`${id}-value`}>{text}</span>
      </button>
    </div>
  );
}

interface OptionFieldProps {
  label: string;
  options: Array<{ label: string; value: string }>;
  value: string;
  onChange: (value: string) => void;
}

/** A choice among a few options through antd-mobile's Picker (the record filters). */
export function OptionField({ label, options, value, onChange }: OptionFieldProps) {
  const [open, setOpen] = useState(false);
  const text = options.find((o) => o.value === value)?.label ?? options[0]?.label ?? '';
  return (
    <>
      <FieldShell label={label} text={text} onOpen={() => setOpen(true)} />
      {open && (
        <Suspense fallback={null}>
          <OptionSheet
            title={label}
            options={options}
            value={value}
            onConfirm={(picked) => {
              setOpen(false);
              onChange(picked);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

interface DateFieldProps {
  label: string;
  value: string;
  min: string;
  max: string;
  invalid?: boolean;
  describedBy?: string | undefined;
  onChange: (value: string) => void;
}

/** A platform-zone day (YYYY-MM-DD) through antd-mobile's DatePicker, bounded to what may be picked. */
export function DateField({ label, value, min, max, invalid, describedBy, onChange }: DateFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <FieldShell label={label} text={value || '--'} invalid={invalid} describedBy={describedBy} onOpen={() => setOpen(true)} />
      {open && (
        <Suspense fallback={null}>
          <DateSheet
            title={label}
            value={value}
            min={min}
            max={max}
            onConfirm={(picked) => {
              setOpen(false);
              onChange(picked);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
