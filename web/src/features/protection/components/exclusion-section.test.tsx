// @vitest-environment jsdom
import { api } from '@contracts';
import { exampleWithdrawOverview } from '@contracts/withdrawal/withdraw-example';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@web/lib/i18n';
import { noteServerTime, resetServerClock } from '@web/lib/server-clock';
import { session } from '@web/lib/session';
import { fakeApi, refuse } from '@web/test/fake-api';
import { pageTests } from '@web/test/page-test';
import { renderRoutes } from '@web/test/render';
import { ExclusionSection } from './exclusion-section';

const show = (balance: string) => renderRoutes([{ path: '/', element: <ExclusionSection balance={balance} /> }], '/');
const sheet = () => screen.getByRole('dialog', { name: 'Confirm self-exclusion' });
const open = async (months = '6 months') => {
  await userEvent.click(within(screen.getByRole('group', { name: 'Length' })).getByRole('button', { name: months }));
  await userEvent.click(screen.getByRole('button', { name: 'Self-exclude' }));
  return screen.findByRole('dialog', { name: 'Confirm self-exclusion' });
};
const submit = (months = 6) => fireEvent.click(within(sheet()).getByRole('button', { name: `Self-exclude for ${months} months` }));
const EXCLUDED = { until: '2027-05-22T12:00:00+08:00', sessionsEnded: 1, returnedOrderNo: 'W1', returned: '250.00' };

describe('self-exclusion', () => {
  pageTests();
  beforeEach(async () => {
    resetServerClock();
    noteServerTime('2026-08-31T12:00:00+08:00', Date.now(), Date.now());
    await i18n.loadNamespaces('protection');
  });

  it('says everything it does, with its end in calendar months on the platform clock', async () => {
    fakeApi().on(api.withdrawal.getWithdrawList, exampleWithdrawOverview);
    show('250.00');
    const dialog = await open();
    for (const line of [
      // 31 August + 6 months: the last day of February.
      'Your account is closed for 6 months, until 2027-02-28 12:00 (platform time).',
      'Every session ends now: you are logged out on every device.',
      'Balances in game venues are moved back to your central wallet.',
      'Pending bonuses and rewards are cancelled.',
      'Promotional messages stop.',
      'It cannot be shortened or cancelled, also not by customer service.',
    ]) {
      expect(within(dialog).getByText(line)).toBeTruthy();
    }
    expect(within(dialog).getByText(/Your balance of ¥250.00 is returned as one fee-free withdrawal/)).toBeTruthy();
  });

  it('is refused without the "I understand" tick, before anything is sent', async () => {
    const server = fakeApi().on(api.withdrawal.getWithdrawList, exampleWithdrawOverview);
    show('250.00');
    await open();
    fireEvent.change(within(sheet()).getByLabelText('Password'), { target: { value: 'secret123' } });
    submit();
    expect(await within(sheet()).findByText('Tick the box to confirm you understand self-exclusion cannot be undone')).toBeTruthy();
    expect(server.calls(api.protection.selfExclude)).toHaveLength(0);
  });

  it('returns the balance to the payee picked (the first one in the account name at first) and logs the player out', async () => {
    const server = fakeApi()
      .on(api.withdrawal.getWithdrawList, exampleWithdrawOverview)
      .on(api.protection.selfExclude, EXCLUDED)
      .on(api.account.logout, null);
    show('250.00');
    await open('12 months');
    const payee = await within(sheet()).findByRole('button', { name: 'Bank · 张三 · **** **** **** 1111' });
    await waitFor(() => expect(payee.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(within(sheet()).getByRole('checkbox'));
    fireEvent.change(within(sheet()).getByLabelText('Password'), { target: { value: 'secret123' } });
    submit(12);
    await waitFor(() => expect(session.isLoggedIn()).toBe(false));
    const [call] = server.calls(api.protection.selfExclude);
    expect(call?.input).toEqual({ months: 12, password: 'secret123', payeeId: 11, understood: true });
    expect(new Headers(call?.init.headers).get('Idempotency-Key')).toBeTruthy();
  });

  it('with a balance and no bound payee, says the balance stays and links to binding a card', async () => {
    const noPayees = { ...exampleWithdrawOverview, methods: exampleWithdrawOverview.methods.map((m) => ({ ...m, payees: [] })) };
    fakeApi().on(api.withdrawal.getWithdrawList, noPayees);
    show('250.00');
    const dialog = await open();
    expect(await within(dialog).findByText(/You have no bound account to return it to/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Bind a bank card' }).getAttribute('href')).toBe('/pages/mine/addBankCard');
  });

  it('with nothing to return asks for no payee', async () => {
    const server = fakeApi().on(api.protection.selfExclude, refuse('The password is incorrect', 'password'));
    show('0.00');
    const dialog = await open();
    expect(within(dialog).getByText('Your balance is ¥0.00: there is nothing to return.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'wrong' } });
    submit();
    expect(await within(sheet()).findByText('The password is incorrect')).toBeTruthy();
    expect(server.calls(api.withdrawal.getWithdrawList)).toHaveLength(0);
    expect(server.calls(api.protection.selfExclude)[0]?.input).toEqual({ months: 6, password: 'wrong', understood: true });
  });
});
