// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { ScenarioInfo } from '@contracts/control/worlds';
import { confirmDialog } from '@web/lib/dialog';
import { i18n } from '@web/lib/i18n';
import { createQueryClient } from '@web/lib/query';
import { pageTests } from '@web/test/page-test';
import { jsonResponse } from '@web/test/render';
import { ScenarioSection } from './scenario-section';

vi.mock('@web/lib/dialog', () => ({ confirmDialog: vi.fn(async () => true) }));

const PENDING_MONEY: ScenarioInfo = {
  name: 'pending-money',
  summary: { en: 'pending01 has a deposit and a withdrawal pending.', zh_hans: 'pending01有一笔存款和一笔提款在处理中。' },
  players: [{ username: 'pending01', password: 'abc12345', withdrawalPassword: '123456', role: { en: 'Player', zh_hans: '玩家' } }],
};

/** The control API as the section asks it: the scenarios, and the reset that loads one. */
function fakeControl() {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  const fetch = vi.fn(async (target: string | URL | Request, init: RequestInit = {}) => {
    const path = new URL(String(target), 'http://localhost').pathname;
    const method = init.method ?? 'GET';
    sent.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    if (method === 'GET' && path === '/__mock/scenarios') return jsonResponse({ code: 1, msg: 'ok', data: { scenarios: [PENDING_MONEY] } });
    if (method === 'POST' && path === '/__mock/reset')
      return jsonResponse({ code: 1, msg: 'ok', data: { ok: true, seed: 1, now: '2026-11-22T12:00:00+08:00', nowMs: 0, mode: 'running' } });
    return jsonResponse({ code: 0, msg: 'nobody answers', data: null }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}

describe('the demo drawer’s scenarios', () => {
  pageTests();

  it('lists each scenario with its players, and Load resets the demo into it after a confirm, then reloads', async () => {
    const sent = fakeControl();
    const reload = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <ScenarioSection reload={reload} />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    const row = (await screen.findByText('pending-money')).closest('li');
    expect(row).not.toBeNull();
    expect(within(row!).getByText(PENDING_MONEY.summary.en)).toBeTruthy();
    expect(within(row!).getByText('Log in as pending01 / abc12345')).toBeTruthy();

    fireEvent.click(within(row!).getByRole('button', { name: 'Load' }));

    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(vi.mocked(confirmDialog)).toHaveBeenCalledTimes(1);
    expect(sent.filter((call) => call.method === 'POST' && call.path === '/__mock/reset').map((call) => call.body)).toEqual([
      { scenario: 'pending-money' },
    ]);
  });
});
