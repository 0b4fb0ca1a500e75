// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TabLayout } from '@web/app/tab-layout';
import { i18n } from '@web/lib/i18n';
import { session } from '@web/lib/session';
import { renderRoutes } from '@web/test/render';
import { Page } from './page';

const PROMOTIONS = '/pages/tabbarPages/preferential/index';
const DETAIL = '/pages/preferential/detail';

const show = (path: string) =>
  renderRoutes(
    [
      { element: <TabLayout />, children: [{ path: PROMOTIONS, element: <Page title="Promotion">tab content</Page> }] },
      { path: DETAIL, element: <Page title="Promotion details">detail content</Page> },
    ],
    path,
  );

describe("a page's header", () => {
  beforeEach(async () => {
    localStorage.clear();
    session.reload();
    session.setLang('en');
    await i18n.changeLanguage('en');
  });
  afterEach(cleanup);

  it('a tab page (nothing to go back to) carries the brand bar, not an empty navigation bar', () => {
    const { container } = show(PROMOTIONS);
    const bar = screen.getByRole('banner');
    expect(within(bar).getByText('Star Harbour')).toBeTruthy();
    // A visitor can log in or register from any tab.
    expect(within(bar).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/pages/userPages/login');
    expect(within(bar).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/pages/userPages/register');
    expect(within(bar).queryByRole('button', { name: 'Back' })).toBeNull();
    expect(container.querySelector('.app-nav-bar')).toBeNull();
  });

  it('a tab page shows a player the brand alone', () => {
    session.signIn({ token: 't'.repeat(32), uid: 5, username: 'alice88' });
    show(PROMOTIONS);
    expect(within(screen.getByRole('banner')).getByText('Star Harbour')).toBeTruthy();
    expect(within(screen.getByRole('banner')).queryAllByRole('link')).toEqual([]);
  });

  it('any other page keeps the navigation bar with its back arrow and no title', () => {
    show(DETAIL);
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(within(bar).queryByText('Star Harbour')).toBeNull();
    expect(bar.textContent).toBe('');
  });
});
