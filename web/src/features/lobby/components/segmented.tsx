interface Option<T> {
  value: T;
  label: string;
}

interface SegmentedProps<T> {
  /** The group's accessible name ("Categories", "Venue"). */
  label: string;
  options: ReadonlyArray<Option<T>>;
  value: T;
  onChange: (value: T) => void;
  className?: string;
}

/**
 * A row of toggle buttons, one pressed (category bar, All / Recommend / Collection, venues, date
 * presets). Real buttons with aria-pressed: antd-mobile's Tabs and CapsuleTabs are divs without a
 * keyboard path, and they bring the animation library onto the first screen.
 */
export function Segmented<T extends string | number>({ label, options, value, onChange, className }: SegmentedProps<T>) {
  return (
    <div role="group" aria-label={label} className={`lobby-segmented ${className ?? ''}`}>
      {options.map((option) => (
        <button
          key={String(option.value)}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
