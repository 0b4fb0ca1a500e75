import { useTranslation } from 'react-i18next';
import { ToggleRow } from '@web/components/toggle-row';
import { chipLabel } from './format';

interface ChipPickerProps {
  chips: readonly number[];
  value: number;
  onChange: (fen: number) => void;
}

/** The chip the next tap on an item places. */
export function ChipPicker({ chips, value, onChange }: ChipPickerProps) {
  const { t } = useTranslation('fastfood');
  return (
    <ToggleRow
      label={t('chips.label')}
      className="ff-chips"
      optionClassName="ff-chip"
      options={chips.map((fen) => ({ value: fen, label: chipLabel(fen) }))}
      value={value}
      onChange={onChange}
    />
  );
}
