// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { api } from '@contracts';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '@web/app/routes';
import { askProtection } from '@web/lib/protection-prompts';
import { fakeApi } from '@web/test/fake-api';
import { pageTests } from '@web/test/page-test';
import { protectionSettings, sessionFigures } from '@web/test/protection-settings';
import { renderRoutes } from '@web/test/render';
import ProtectionPrompts from './protection-prompts';

const NO_CHECK = sessionFigures();

function shell(seenBefore: boolean) {
  const navigate = vi.fn(async () => undefined);
  const settings = protectionSettings({ limitInvitation: seenBefore });
  const server = fakeApi()
    .on(api.protection.getSession, NO_CHECK)
    .on(api.protection.getSettings, settings)
    .on(api.protection.markSeen, ({ notice }) => ({ notice }))
    .on(api.protection.setLimit, ({ kind, period, amount }) => {
      const money = amount === null ? null : Number(amount).toFixed(2);
      return {
        applied: 'now' as const,
        limit: { kind, period, amount: money, used: '0.00', remaining: money, periodEndsAt: '2026-11-23T00:00:00+08:00', pending: null },
      };
    });
  renderRoutes([{ path: '/', element: <ProtectionPrompts router={{ navigate }} /> }], '/');
  return { navigate, server };
}

const invitation = () => screen.queryByRole('dialog', { name: 'Set a deposit limit?' });
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

describe('the invitation to set a deposit limit', () => {
  pageTests();

  it('shows once: Skip answers it (markSeen) and a later deposit does not bring it back', async () => {
    const { server } = shell(false);
    act(() => askProtection({ notice: 'limitInvitation' })); // after registration
    const shown = await screen.findByRole('dialog', { name: 'Set a deposit limit?' });
    await waitFor(() => expect(document.activeElement).toBe(shown));
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(invitation()).toBeNull());
    expect(server.calls(api.protection.markSeen).map((c) => c.input)).toEqual([{ notice: 'limitInvitation' }]);

    act(() => askProtection({ notice: 'limitInvitation' })); // after a deposit
    await settled();
    expect(invitation()).toBeNull();
    expect(server.calls(api.protection.markSeen)).toHaveLength(1);
  });

  it('is not shown to a player who answered it before', async () => {
    const { server } = shell(true);
    act(() => askProtection({ notice: 'limitInvitation' }));
    await waitFor(() => expect(server.calls(api.protection.getSettings)).toHaveLength(1));
    await settled();
    expect(invitation()).toBeNull();
  });

  it('sets a daily deposit limit of ¥500 and answers the invitation', async () => {
    const { server } = shell(false);
    act(() => askProtection({ notice: 'limitInvitation' }));
    await screen.findByRole('dialog', { name: 'Set a deposit limit?' });
    expect(screen.getByRole('button', { name: 'Daily' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(await screen.findByRole('textbox'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(server.calls(api.protection.setLimit)).toHaveLength(1));
    expect(server.calls(api.protection.setLimit)[0]!.input).toEqual({ kind: 'deposit', period: 'day', amount: '500' });
    await waitFor(() => expect(invitation()).toBeNull());
    expect(server.calls(api.protection.markSeen).map((c) => c.input)).toEqual([{ notice: 'limitInvitation' }]);
  });

  it('More tools answers it and opens the limits on the responsible-gaming page', async () => {
    const { navigate, server } = shell(false);
    act(() => askProtection({ notice: 'limitInvitation' }));
    fireEvent.click(await screen.findByRole('button', { name: 'More tools' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(routes.responsibleGaming({ section: 'limits' })));
    expect(server.calls(api.protection.markSeen)).toHaveLength(1);
  });
});
