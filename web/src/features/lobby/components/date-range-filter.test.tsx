// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@web/lib/i18n';
import { serverNow } from '@web/api/common/get-system-info';
import { DateRangeFilter, rangeOf } from './date-range-filter';

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

  it('take the server time plus the time elapsed here, never the device date', () => {
    expect(serverNow('2026-11-22T12:00:00+08:00', 1_000, 6_000)).toBe(Date.parse('2026-11-22T12:00:05+08:00'));
    // A device clock behind the answer's arrival does not move the server time backwards.
    expect(serverNow('2026-11-22T12:00:00+08:00', 6_000, 1_000)).toBe(Date.parse('2026-11-22T12:00:00+08:00'));
  });

  it('a preset button reports its range', () => {
    const onChange = renderFilter();
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(onChange).toHaveBeenCalledWith({ preset: 'last7', startDate: '2026-11-16', endDate: '2026-11-22' });
  });
});

describe('the custom range picker', () => {
  it('refuses a range beyond 30 days with the contract message, and applies one within', () => {
    const onChange = renderFilter();
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    const start = screen.getByLabelText('Start date');
    fireEvent.change(start, { target: { value: '2026-10-23' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('Records can be queried for the last 30 days only');
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(start, { target: { value: '2026-11-23' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('The start date must be before the end date');

    fireEvent.change(start, { target: { value: '2026-10-24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({ preset: 'custom', startDate: '2026-10-24', endDate: '2026-11-22' });
  });
});
