// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@contracts';
import type { UserInfo } from '@contracts/account/profile';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@web/lib/i18n';
import { example, fakeApi } from '@web/test/fake-api';
import { pageTests } from '@web/test/page-test';
import { renderRoutes } from '@web/test/render';
import AddBankCardPage from './add-bank-card-page';

const userInfo = (realName: string | null): UserInfo => ({
  uid: 5,
  username: 'liwei88',
  avatar: '/assets/avatars/1.svg',
  realName,
  gender: null,
  birthday: null,
  mobile: '*******5678',
  email: null,
  vipLevel: 0,
  inviteCode: 'ABC123',
  hasSecondaryPassword: true,
  infoConfirmed: false,
  registeredAt: '2026-11-01T10:00:00+08:00',
  lastLoginAt: null,
});

let server: ReturnType<typeof fakeApi>;
function serve(realName: string | null) {
  // addBank is answered so that a bind the form let through would be counted, not refused by the double.
  server = fakeApi()
    .on(api.account.userInfo, userInfo(realName))
    .on(api.withdrawal.getBank, [])
    .on(api.withdrawal.addBank, example(api.withdrawal.addBank));
}
const render = () =>
  renderRoutes([{ path: '/pages/mine/addBankCard', element: <AddBankCardPage titleKey="mine/addBankCard" /> }], '/pages/mine/addBankCard');
const bindCalls = () => server.calls(api.withdrawal.addBank);

pageTests();

describe.each([
  ['en', 'Cardholder name', 'Cardholder name must match the real name on your account', 'Bind account'],
  ['zh_hans', '持卡人姓名', '持卡人姓名必须与账户的真实姓名一致', '确认绑定'],
] as const)('add bank card in %s', (lang, label, mismatch, bind) => {
  beforeEach(async () => {
    await i18n.changeLanguage(lang);
  });

  it("fills the cardholder in from the account's real name and refuses another name before sending", async () => {
    serve('Li Wei');
    render();
    const holder = (await screen.findByLabelText(label)) as HTMLInputElement;
    expect(holder.value).toBe('Li Wei');
    expect(screen.getByText(/Li Wei/, { selector: 'p' })).toBeTruthy();
    fireEvent.change(holder, { target: { value: 'Zhang San' } });
    fireEvent.blur(holder);
    expect(await screen.findByText(mismatch)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: bind }));
    expect(bindCalls()).toEqual([]);
    // The same name however it is typed is the player's own.
    fireEvent.change(holder, { target: { value: 'LI　WEI' } });
    fireEvent.blur(holder);
    await waitFor(() => expect(screen.queryByText(mismatch)).toBeNull());
  });
});

describe('add bank card without a real name on the account', () => {
  it('sends the player to personal data instead of showing a form that cannot succeed', async () => {
    await i18n.changeLanguage('en');
    serve(null);
    render();
    expect(await screen.findByRole('heading', { name: 'Set your real name first' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to personal data' }).getAttribute('href')).toBe('/pages/mine/personData');
    expect(screen.queryByLabelText('Cardholder name')).toBeNull();
  });
});
