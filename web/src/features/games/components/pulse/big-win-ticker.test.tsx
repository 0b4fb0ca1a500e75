// @vitest-environment jsdom
import type { BigWin } from '@contracts/games/live';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@web/lib/i18n';
import { BigWinTicker } from './big-win-ticker';
import { poolAt } from './jackpot-figure';

const WINS: BigWin[] = [
  { id: 'd2', player: 'Li***', gameId: 1001, gameName: 'Golden Nights', amount: '12345.60', at: '2026-11-22T12:00:00+08:00' },
  { id: 'd1', player: 'Ma***', gameId: 1002, gameName: 'Lucky Garden', amount: '1000.00', at: '2026-11-22T11:59:15+08:00' },
];

const reducedMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

const ticker = () => screen.getByTestId('big-win-ticker');
const renderTicker = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <BigWinTicker wins={WINS} />
    </I18nextProvider>,
  );

beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces('lobby');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setVisibility('visible');
});

describe('the big-win ticker', () => {
  it('moves, reading each win once, and stops with its pause button (WCAG 2.2.2)', () => {
    reducedMotion(false);
    renderTicker();
    expect(ticker().dataset.moving).toBe('true');
    // Drawn twice for the loop; the second copy is hidden from assistive technology.
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Li*** won in Golden Nights ¥12,345.60',
      'Ma*** won in Lucky Garden ¥1,000.00',
    ]);
    const pause = screen.getByRole('button', { name: 'Pause' });
    expect(pause.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(pause);
    expect(ticker().dataset.moving).toBe('false');
    expect(pause.getAttribute('aria-pressed')).toBe('true');
    expect(ticker().textContent).toContain('Li*** won in Golden Nights ¥12,345.60');
  });

  it('starts still under prefers-reduced-motion, showing the newest win, and can be started', () => {
    reducedMotion(true);
    renderTicker();
    expect(ticker().dataset.moving).toBe('false');
    expect(screen.queryByRole('list')).toBeNull();
    expect(ticker().textContent).toContain('Li*** won in Golden Nights ¥12,345.60');
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(ticker().dataset.moving).toBe('true');
  });

  it('stands still while the page is hidden and moves again when it is shown', () => {
    reducedMotion(false);
    renderTicker();
    setVisibility('hidden');
    expect(ticker().dataset.moving).toBe('false');
    setVisibility('visible');
    expect(ticker().dataset.moving).toBe('true');
  });
});

describe('the jackpot figure', () => {
  it('grows at the pool rate to the fen between polls, never backwards', () => {
    const jackpot = { amount: '83366.51', perSecond: '0.37' };
    expect(poolAt(jackpot, 0)).toBe('83366.51');
    expect(poolAt(jackpot, 1000)).toBe('83366.88');
    expect(poolAt(jackpot, 2500)).toBe('83367.43');
    expect(poolAt(jackpot, -5000)).toBe('83366.51');
  });
});
