// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { api } from '@contracts';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, networkFailure, refuse } from '@web/test/fake-api';
import { pageTests } from '@web/test/page-test';
import { renderRoutes } from '@web/test/render';
import { TabLayout } from './tab-layout';
import { FALLBACK_TABS, tabsFromMenu } from './tabs';

const FALLBACK_LABELS = ['Home', 'Promotion', 'Customer Service', 'Sponsorship', 'My'];

function renderTabs(path = '/pages/tabbarPages/mine/index') {
  return renderRoutes([{ element: <TabLayout />, children: [{ path, element: <main>A page</main> }] }], path);
}

const tabLabels = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);
};

describe('tab bar', () => {
  pageTests({ visitor: true });

  it('falls back to the five tabs of the spec when getSideMenu fails', async () => {
    const server = fakeApi().on(api.frontpage.getSideMenu, networkFailure());
    renderTabs();
    await vi.waitFor(() => expect(server.fetch).toHaveBeenCalled());
    expect(await tabLabels()).toEqual(FALLBACK_LABELS);
  });

  it('ignores an answer whose code is not 1', async () => {
    const server = fakeApi().on(api.frontpage.getSideMenu, refuse('maintenance'));
    renderTabs();
    await vi.waitFor(() => expect(server.fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 10));
    expect(await tabLabels()).toEqual(FALLBACK_LABELS);
  });

  it('falls back when the menu has no tabtar == 1 entries', () => {
    expect(tabsFromMenu([{ id: 1, name: 'Side only', icon: 'home', path: 'pages/mine/about', tabtar: 0, sort: 1 }])).toBe(FALLBACK_TABS);
    expect(tabsFromMenu(undefined)).toBe(FALLBACK_TABS);
  });

  it('uses the server tabs (tabtar == 1) in server order, with a default icon for unknown keys', async () => {
    fakeApi().on(api.frontpage.getSideMenu, [
      { id: 9, name: 'Me', icon: 'mine', path: 'pages/tabbarPages/mine/index', tabtar: 1, sort: 1 },
      { id: 3, name: 'Not a tab', icon: 'home', path: 'pages/mine/about', tabtar: 0, sort: 2 },
      { id: 4, name: 'Lobby', icon: 'home', path: 'pages/tabbarPages/home/index', tabtar: 1, sort: 3 },
      { id: 5, name: 'Odd', icon: 'rocket', path: 'pages/service/index', tabtar: 1, sort: 4 },
    ]);
    renderTabs();
    await vi.waitFor(async () => expect(await tabLabels()).toEqual(['Me', 'Lobby', 'Odd']));
    expect(tabsFromMenu([{ id: 5, name: 'Odd', icon: 'rocket', path: 'pages/service/index', tabtar: 1, sort: 4 }])[0]?.icon).toBe(
      'default',
    );
    const current = screen.getByRole('link', { current: 'page' });
    expect(current.textContent).toBe('Me');
    expect(current.getAttribute('href')).toBe('/pages/tabbarPages/mine/index');
  });

  it.each([
    ['electronic (home/dz)', '/pages/tabbarPages/home/dz'],
    ['chess (home/qp)', '/pages/tabbarPages/home/qp'],
  ])('lights the Home tab on the %s page, which is reached from the home', async (_name, path) => {
    fakeApi().on(api.frontpage.getSideMenu, networkFailure());
    renderTabs(path);
    await tabLabels();
    const current = screen.getByRole('link', { current: 'page' });
    expect(current.textContent).toBe('Home');
    expect(current.getAttribute('href')).toBe('/pages/tabbarPages/home/index');
  });
});
