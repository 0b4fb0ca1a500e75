// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@web/lib/i18n';
import { rangeOf } from './date-range';
import { DateRangeFilter } from './date-range-filter';
import type { DateSheetProps } from './picker-sheets';

// antd-mobile's wheels cannot be turned in jsdom: the date sheet is a stand-in that confirms a typed day
// and shows the bounds it was given (the journey drives the real one).
vi.mock('./picker-sheets', () => ({
  DateSheet: ({ title, min, max, onConfirm }: DateSheetProps) => (
    <div role="dialog" aria-label={title} data-min={min} data-max={max}>
      <input aria-label="Day" onKeyDown={(e) => e.key === 'Enter' && onConfirm(e.currentTarget.value)} />
    </div>
  ),
}));

async function pickDay(field: string, day: string) {
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${field}`) }));
  const sheet = await screen.findByRole('dialog', { name: field });
  const input = screen.getByLabelText('Day');
  fireEvent.change(input, { target: { value: day } });
  fireEvent.keyDown(input, { key: 'Enter' });
  return sheet;
}

// 2026-11-22 00:30 in Shanghai is still 2026-11-21 in UTC: the presets must follow Shanghai.
const NOW = Date.parse('2026-11-22T00:30:00+08:00');

beforeAll(() => i18n.changeLanguage('en'));
afterEach(cleanup);

function renderFilter(onChange = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <DateRangeFilter value={rangeOf('today', NOW)} nowMs={NOW} onChange={onChange} />
    </I18nextProvider>,
  );
  return onChange;
}

describe('date presets', () => {
  it('are platform-zone days at the server time', () => {
    expect(rangeOf('today', NOW)).toEqual({ preset: 'today', startDate: '2026-11-22', endDate: '2026-11-22' });
    expect(rangeOf('yesterday', NOW)).toMatchObject({ startDate: '2026-11-21', endDate: '2026-11-21' });
    expect(rangeOf('last7', NOW)).toMatchObject({ startDate: '2026-11-16', endDate: '2026-11-22' });
    expect(rangeOf('last30', NOW)).toMatchObject({ startDate: '2026-10-24', endDate: '2026-11-22' });
  });

  it('a preset button reports its range', () => {
    const onChange = renderFilter();
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(onChange).toHaveBeenCalledWith({ preset: 'last7', startDate: '2026-11-16', endDate: '2026-11-22' });
  });
});

describe('the custom range picker', () => {
  it('picks days with antd-mobile date pickers bounded to the 30-day window, no native date inputs', async () => {
    renderFilter();
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    expect(document.querySelector('input[type=date]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Start date/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Start date' });
    expect([sheet.dataset.min, sheet.dataset.max]).toEqual(['2026-10-24', '2026-11-22']);
  });

  it('refuses a range beyond 30 days or reversed with the contract message, and applies one within', async () => {
    const onChange = renderFilter();
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    await pickDay('Start date', '2026-10-23');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('Records can be queried for the last 30 days only');
    expect(onChange).not.toHaveBeenCalled();

    await pickDay('Start date', '2026-11-23');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('The start date must be before the end date');

    await pickDay('Start date', '2026-10-24');
    expect(screen.getByRole('button', { name: /^Start date/ }).textContent).toBe('2026-10-24');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({ preset: 'custom', startDate: '2026-10-24', endDate: '2026-11-22' });
  });
});
