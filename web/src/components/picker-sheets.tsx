import { DatePicker, Picker } from 'antd-mobile';

/**
 * antd-mobile's pickers, in a chunk of their own: the record filters load it on first tap
 * (picker-field.tsx), so no page pays for them before it needs one.
 */
export interface OptionSheetProps {
  title: string;
  options: Array<{ label: string; value: string }>;
  value: string;
  onConfirm: (value: string) => void;
  onClose: () => void;
}

export function OptionSheet({ title, options, value, onConfirm, onClose }: OptionSheetProps) {
  return (
    <Picker
      visible
      title={title}
      columns={[options]}
      value={[value]}
      onConfirm={(picked) => onConfirm(String(picked[0] ?? ''))}
      onClose={onClose}
    />
  );
}

export interface DateSheetProps {
  title: string;
  /** YYYY-MM-DD, platform-zone days: the picker works on calendar parts only. */
  value: string;
  min: string;
  max: string;
  onConfirm: (value: string) => void;
  onClose: () => void;
}

const toDate = (day: string) => {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
};
const toDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export function DateSheet({ title, value, min, max, onConfirm, onClose }: DateSheetProps) {
  return (
    <DatePicker
      visible
      title={title}
      precision="day"
      value={toDate(value || max)}
      min={toDate(min)}
      max={toDate(max)}
      onConfirm={(date) => onConfirm(toDay(date))}
      onClose={onClose}
    />
  );
}
