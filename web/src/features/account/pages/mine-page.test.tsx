// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type OutputInputOf } from '@contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi, networkFailure } from '@web/test/fake-api';
import { pageTests } from '@web/test/page-test';
import { renderRoutes } from '@web/test/render';
import MinePage from './mine-page';

const USER: OutputInputOf<typeof api.account.getUser> = {
  uid: 5,
  username: 'alice88',
  avatar: '/assets/avatars/1.svg',
  vipLevel: 3,
  balance: '1234.50',
  unreadMessages: 0,
};

const renderMine = () =>
  renderRoutes(
    [{ path: '/pages/tabbarPages/mine/index', element: <MinePage titleKey="tabbarPages/mine/index" /> }],
    '/pages/tabbarPages/mine/index',
  );

describe('My page', () => {
  pageTests();

  it('shows the header card from common/getUser with the balance in 2 decimals', async () => {
    const server = fakeApi().on(api.account.getUser, USER);
    renderMine();
    expect(await screen.findByRole('heading', { name: 'alice88' })).toBeTruthy();
    expect(screen.getByText('¥1,234.50')).toBeTruthy();
    expect(screen.getByText('VIP 3')).toBeTruthy();
    expect((server.fetch.mock.calls[0] as [string])[0]).toBe('/api/common/getUser');
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/pages/mine/recharge');
  });

  it('a failed load shows an error with retry, and retry loads the card', async () => {
    let calls = 0;
    fakeApi().on(api.account.getUser, () => (calls++ === 0 ? networkFailure() : USER));
    const user = userEvent.setup();
    renderMine();
    expect(await screen.findByText('Your account could not be loaded')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('¥1,234.50')).toBeTruthy();
  });

  it('refresh asks the server again', async () => {
    const server = fakeApi().on(api.account.getUser, USER);
    const user = userEvent.setup();
    renderMine();
    await screen.findByText('¥1,234.50');
    server.on(api.account.getUser, { ...USER, balance: '99.00' });
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(await screen.findByText('¥99.00')).toBeTruthy();
  });

  it('groups its entries in cards of a real group each, every destination once (Settings once, language and logout there)', async () => {
    fakeApi().on(api.account.getUser, USER);
    renderMine();
    await screen.findByText('¥1,234.50');
    const cards = screen.getAllByRole('region').filter((region) => region.classList.contains('mine-section'));
    const entries = cards.map((card) => ({
      title: card.querySelector('h2')?.textContent,
      links: [...card.querySelectorAll('a')].map((a) => a.getAttribute('href')),
    }));
    expect(entries.map((card) => card.title)).toEqual(['Funds', 'Games', 'Records', 'Benefits', 'Account']);
    for (const card of entries) expect(card.links.length, card.title ?? '').toBeGreaterThan(1);
    const hrefs = entries.flatMap((card) => card.links);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(screen.getAllByRole('link', { name: 'Settings' })).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Language' })).toBeNull();
    // Nothing of spec §2's account pages is lost: every mine/* page but the ones reached from another page.
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/pages/mine/recharge',
        '/pages/home/game',
        '/pages/home/fastFood',
        '/pages/mine/collect',
        '/pages/home/orderRecord',
        '/pages/mine/set',
        '/pages/mine/about',
        '/pages/mine/responsibleGaming',
      ]),
    );
  });
});
