import { lazy, Suspense, useId, useState, type ReactNode } from 'react';

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

/** The sheet's two ways out: a value picked, or closed without one. */
interface SheetExits {
  onConfirm: (value: string) => void;
  onClose: () => void;
}

interface SheetFieldProps extends Omit<FieldShellProps, 'onOpen'> {
  onChange: (value: string) => void;
  /** The picker, mounted (and its chunk loaded) only while open. */
  sheet: (exits: SheetExits) => ReactNode;
}

/** The shell that opens a picker sheet, and the sheet, which closes on either exit and hands on what was picked. */
function SheetField({ onChange, sheet, ...shell }: SheetFieldProps) {
  const [open, setOpen] = useState(false);
  const exits: SheetExits = {
    onConfirm: (picked) => {
      setOpen(false);
      onChange(picked);
    },
    onClose: () => setOpen(false),
  };
  return (
    <>
      <FieldShell {...shell} onOpen={() => setOpen(true)} />
      {open && <Suspense fallback={null}>{sheet(exits)}</Suspense>}
    </>
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
  const text = options.find((o) => o.value === value)?.label ?? options[0]?.label ?? '';
  return (
    <SheetField
      label={label}
      text={text}
      onChange={onChange}
      sheet={(exits) => <OptionSheet title={label} options={options} value={value} {...exits} />}
    />
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
  return (
    <SheetField
      label={label}
      text={value || '--'}
      invalid={invalid}
      describedBy={describedBy}
      onChange={onChange}
      sheet={(exits) => <DateSheet title={label} value={value} min={min} max={max} {...exits} />}
    />
  );
}
