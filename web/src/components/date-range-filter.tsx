import { recordDateWindow, RECORD_WINDOW_DAYS, type DatePreset } from '@contracts/rules/records';
import { DAY_MS, platformDate, startOfPlatformDay } from '@contracts/core/time';
import { Button } from 'antd-mobile';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ToggleRow } from './toggle-row';
import { DateField } from './picker-field';
import { rangeOf, type DateRange } from './date-range';

// The filter's value, for the pages that hold one (defined with the URL functions in date-range.ts).
export type { DateRange };

const PRESETS: DatePreset[] = ['today', 'yesterday', 'last7', 'last30', 'custom'];

interface DateRangeFilterProps {
  value: DateRange;
  nowMs: number;
  onChange: (range: DateRange) => void;
}

/**
 * Today, Yesterday, Last 7 days, Last 30 days, Custom. The custom picker checks the contract's window
 * rule (recordDateWindow) at the server's time and refuses a range beyond 30 days with its message.
 */
export function DateRangeFilter({ value, nowMs, onChange }: DateRangeFilterProps) {
  const { t } = useTranslation('common');
  const [picking, setPicking] = useState(false);
  const choose = (preset: DatePreset) => {
    if (preset === 'custom') setPicking(true);
    else {
      setPicking(false);
      onChange(rangeOf(preset, nowMs));
    }
  };
  return (
    <div className="date-range">
      <ToggleRow
        label={t('dates.label')}
        className="toggle-pills date-presets"
        options={PRESETS.map((preset) => ({ value: preset, label: t(`dates.preset.${preset}`) }))}
        value={picking ? 'custom' : value.preset}
        onChange={choose}
      />
      {value.preset === 'custom' && !picking && (
        <p className="date-range-text">{t('dates.range', { start: value.startDate, end: value.endDate })}</p>
      )}
      {picking && (
        <CustomRangePicker
          initial={value}
          nowMs={nowMs}
          onCancel={() => setPicking(false)}
          onApply={(range) => {
            setPicking(false);
            onChange({ preset: 'custom', ...range });
          }}
        />
      )}
    </div>
  );
}

function CustomRangePicker({
  initial,
  nowMs,
  onApply,
  onCancel,
}: {
  initial: DateRange;
  nowMs: number;
  onApply: (range: { startDate: string; endDate: string }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('common');
  const id = useId();
  const [startDate, setStart] = useState(initial.startDate);
  const [endDate, setEnd] = useState(initial.endDate);
  const [problem, setProblem] = useState<string | undefined>();
  const today = platformDate(nowMs);
  // The first day the window allows (the contract's rule decides; this only bounds the date pickers).
  const earliest = platformDate(startOfPlatformDay(today) - (RECORD_WINDOW_DAYS - 1) * DAY_MS);

  const apply = () => {
    if (!startDate || !endDate) {
      setProblem(t('validation:required', { field: t(`fields:${!startDate ? 'startDate' : 'endDate'}`) }));
      return;
    }
    const key = rangeProblem({ startDate, endDate }, nowMs);
    if (key) {
      setProblem(t(`validation:${key}`, { field: t('fields:startDate') }));
      return;
    }
    onApply({ startDate, endDate });
  };

  return (
    <div className="date-range-picker" role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="date-range-title">
        {t('dates.customTitle')}
      </p>
      <div className="date-range-fields">
        <DateField
          label={t('fields:startDate')}
          value={startDate}
          min={earliest}
          max={today}
          onChange={setStart}
          invalid={problem !== undefined}
          describedBy={problem ? `${id}-error` : `${id}-hint`}
        />
        <DateField
          label={t('fields:endDate')}
          value={endDate}
          min={earliest}
          max={today}
          onChange={setEnd}
          invalid={problem !== undefined}
          describedBy={problem ? `${id}-error` : `${id}-hint`}
        />
      </div>
      {problem ? (
        <p id={`${id}-error`} className="form-error" role="alert">
          {problem}
        </p>
      ) : (
        <p id={`${id}-hint`} className="form-hint">
          {t('dates.windowHint', { start: earliest, end: today })}
        </p>
      )}
      <div className="date-range-actions">
        <Button size="small" onClick={onCancel}>
          {t('common:cancel')}
        </Button>
        <Button size="small" color="primary" onClick={apply}>
          {t('dates.apply')}
        </Button>
      </div>
    </div>
  );
}

/** The contract's window rule at the server's "now": undefined when the range is allowed, else a message key. */
function rangeProblem(range: { startDate: string; endDate: string }, nowMs: number): string | undefined {
  const checked = recordDateWindow(nowMs).safeParse(range);
  return checked.success ? undefined : (checked.error.issues[0]?.message ?? 'dateRange.window');
}
