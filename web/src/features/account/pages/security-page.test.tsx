// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@contracts';
import { DeviceBrowser, DeviceOs } from '@contracts/account/recovery';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@web/lib/i18n';
import { session } from '@web/lib/session';
import { fakeApi } from '@web/test/fake-api';
import { pageTests } from '@web/test/page-test';
import { renderRoutes } from '@web/test/render';
import SecurityPage from './security-page';

vi.mock('@web/lib/dialog', () => ({ confirmDialog: vi.fn(async () => true) }));

const PHONE = {
  browser: DeviceBrowser.enum.chrome,
  os: DeviceOs.enum.android,
  createdAt: '2026-11-22T12:00:00+08:00',
  lastSeenAt: '2026-11-22T12:05:00+08:00',
  current: true,
};
const LAPTOP = {
  ...PHONE,
  browser: DeviceBrowser.enum.wechat,
  os: DeviceOs.enum.ios,
  lastSeenAt: '2026-11-22T12:03:00+08:00',
  current: false,
};

const renderSecurity = () =>
  renderRoutes([{ path: '/pages/mine/security', element: <SecurityPage titleKey="mine/security" /> }], '/pages/mine/security');

describe('security page', () => {
  pageTests();
  beforeEach(() => i18n.loadNamespaces(['profile']));

  it('shows the masked contacts, each device by name with "this device" marked, and logs the others out', async () => {
    let loggedOut = false;
    const server = fakeApi()
      .on(api.account.security, () => ({
        mobile: '138****0001',
        email: 'd***@example.com',
        sessions: loggedOut ? [PHONE] : [PHONE, LAPTOP],
      }))
      .on(api.account.logoutOthers, () => {
        loggedOut = true;
        return { ended: 1 };
      });
    const user = userEvent.setup();
    renderSecurity();
    expect((await screen.findByTestId('security-mobile')).textContent).toBe('138****0001');
    expect(screen.getByTestId('security-email').textContent).toBe('d***@example.com');
    const devices = screen.getAllByTestId('security-device');
    expect(devices.map((row) => row.textContent)).toEqual([
      'Chrome on AndroidLast active 2026-11-22 12:05:00 · logged in 2026-11-22 12:00:00This device',
      'WeChat on iOSLast active 2026-11-22 12:03:00 · logged in 2026-11-22 12:00:00',
    ]);
    expect(within(devices[0]!).getByText('This device')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Log out the other devices' }));
    await waitFor(() => expect(screen.getAllByTestId('security-device')).toHaveLength(1));
    expect(server.calls(api.account.logoutOthers)).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'Log out the other devices' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('security page in Chinese', () => {
  pageTests({ lang: 'zh_hans' });
  beforeEach(async () => {
    // The device names come from the contract's label tables in the session's language.
    session.setLang('zh_hans');
    await i18n.loadNamespaces(['profile']);
  });

  it('names devices and an unbound email in Chinese', async () => {
    fakeApi().on(api.account.security, {
      mobile: '852****4567',
      email: null,
      sessions: [PHONE, { ...LAPTOP, browser: DeviceBrowser.enum.other, os: DeviceOs.enum.other }],
    });
    renderSecurity();
    expect((await screen.findByTestId('security-email')).textContent).toBe('未绑定');
    expect(screen.getByText('Chrome（Android）')).toBeTruthy();
    expect(screen.getByText('浏览器（未知系统）')).toBeTruthy();
    expect(screen.getByText('本机')).toBeTruthy();
  });
});
