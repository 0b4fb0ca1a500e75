import type { ReactNode } from 'react';

export interface ToggleOption<T> {
  value: T;
  label: ReactNode;
}

interface ToggleRowProps<T> {
  /** The group's accessible name ("Categories", "Venue") … */
  label?: string;
  /** … or the id of a visible label. */
  labelledBy?: string;
  options: ReadonlyArray<ToggleOption<T>>;
  /** The pressed option; none while nothing is chosen. */
  value: T | null | undefined;
  onChange: (value: T) => void;
  /** The row's look: toggle-pills or toggle-segments (styles.css), or a feature's own (wallet-options, wallet-chips …). */
  className: string;
  optionClassName?: string;
}

/**
 * A row of toggle buttons, one pressed (categories, tabs, venues, date presets, channels, protocols,
 * amounts). Real buttons with aria-pressed: antd-mobile's Tabs and CapsuleTabs are divs without a
 * keyboard path, and they bring the animation library onto the first screen.
 */
export function ToggleRow<T extends string | number>({
  label,
  labelledBy,
  options,
  value,
  onChange,
  className,
  optionClassName,
}: ToggleRowProps<T>) {
  return (
    <div role="group" aria-label={label} aria-labelledby={labelledBy} className={className}>
      {options.map((option) => (
        <button
          key={String(option.value)}
          type="button"
          className={optionClassName}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
