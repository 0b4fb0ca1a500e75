// @vitest-environment jsdom
import { api } from '@contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@web/lib/i18n';
import { showToast } from '@web/lib/toast';
import { fakeApi, refuse } from '@web/test/fake-api';
import { pageTests } from '@web/test/page-test';
import { renderRoutes } from '@web/test/render';
import { LimitForm } from './limit-form';
import { aLimit } from '@web/test/protection-settings';

vi.mock('@web/lib/toast', () => ({ showToast: vi.fn(() => Promise.resolve({ close: () => undefined })) }));

const DAILY = aLimit();
const onDone = vi.fn();
const show = (limit = DAILY) => renderRoutes([{ path: '/', element: <LimitForm limit={limit} onDone={onDone} /> }], '/');
const amountField = () => screen.getByLabelText('Amount');
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save limit' }));

describe('limit form', () => {
  pageTests();
  beforeEach(async () => {
    onDone.mockClear();
    vi.mocked(showToast).mockClear();
    await i18n.loadNamespaces('protection');
  });

  it('is named after its limit and starts from the amount in force', () => {
    fakeApi();
    show();
    expect(screen.getByRole('form', { name: 'Deposit limit · Daily' })).toBeTruthy();
    expect((amountField() as HTMLInputElement).value).toBe('1000.00');
  });

  it("refuses what the contract's LimitAmount refuses, and a change that changes nothing, before sending", async () => {
    const server = fakeApi();
    show();
    fireEvent.change(amountField(), { target: { value: '12.345' } });
    await save();
    expect(await screen.findByText('Enter an amount with at most 2 decimals')).toBeTruthy();
    fireEvent.change(amountField(), { target: { value: '0' } });
    expect(await screen.findByText('The amount must be greater than 0')).toBeTruthy();
    fireEvent.change(amountField(), { target: { value: '10000000.01' } });
    expect(await screen.findByText('A limit can be at most ¥10,000,000.00')).toBeTruthy();
    fireEvent.change(amountField(), { target: { value: '1000' } });
    expect(await screen.findByText('That is already your limit')).toBeTruthy();
    expect(server.calls(api.protection.setLimit)).toHaveLength(0);
  });

  it('says a decrease applies at once, sends it with an Idempotency-Key, and toasts what the server did', async () => {
    const server = fakeApi().on(api.protection.setLimit, {
      applied: 'now',
      limit: aLimit({ amount: '500.00', remaining: '100.00' }),
    });
    show();
    fireEvent.change(amountField(), { target: { value: '500' } });
    expect(screen.getByText('This applies at once.')).toBeTruthy();
    await save();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const [call] = server.calls(api.protection.setLimit);
    expect(JSON.parse(String(call?.init.body))).toEqual({ kind: 'deposit', period: 'day', amount: '500' });
    expect(new Headers(call?.init.headers).get('Idempotency-Key')).toBeTruthy();
    expect(showToast).toHaveBeenCalledWith('Deposit limit · Daily: ¥500.00 from now on');
    expect((amountField() as HTMLInputElement).value).toBe('500.00');
  });

  it('an emptied field removes the limit: it says the removal waits 24 hours and sends amount null', async () => {
    const pending = { amount: null, requestedAt: '2026-11-22T12:00:00+08:00', dueAt: '2026-11-23T12:00:00+08:00', confirmable: false };
    const server = fakeApi().on(api.protection.setLimit, { applied: 'pending', limit: aLimit({ pending }) });
    show();
    fireEvent.change(amountField(), { target: { value: '' } });
    expect(screen.getByText('This waits 24 hours, then you confirm it.')).toBeTruthy();
    await save();
    await waitFor(() => expect(server.calls(api.protection.setLimit)).toHaveLength(1));
    expect(JSON.parse(String(server.calls(api.protection.setLimit)[0]?.init.body))).toEqual({
      kind: 'deposit',
      period: 'day',
      amount: null,
    });
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('Deposit limit · Daily: the change waits until 2026-11-23 12:00:00, then confirm it here'),
    );
    // The limit in force stays until the removal is confirmed.
    expect((amountField() as HTMLInputElement).value).toBe('1000.00');
  });

  it('an empty field without a limit asks for an amount', async () => {
    const server = fakeApi();
    show(aLimit({ amount: null, remaining: null }));
    await save();
    expect(await screen.findByText('Enter an amount to set a limit')).toBeTruthy();
    expect(server.calls(api.protection.setLimit)).toHaveLength(0);
  });

  it("shows the server's refusal of the amount under the field", async () => {
    fakeApi().on(api.protection.setLimit, refuse('Amount: the limit cannot be set while a time-out runs', 'amount'));
    show();
    fireEvent.change(amountField(), { target: { value: '2000' } });
    await save();
    expect(await screen.findByText('Amount: the limit cannot be set while a time-out runs')).toBeTruthy();
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    expect(onDone).not.toHaveBeenCalled();
  });
});
