// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SignInState } from '@contracts/welfare/welfare';
import { i18n } from '@web/lib/i18n';
import { session } from '@web/lib/session';
import { renderRoutes } from '@web/test/render';
import { PrivilegeItem } from './privilege-item';
import { SignInCard } from './sign-in-card';

const ladder = ['1.00', '2.00', '3.00', '5.00', '6.00', '8.00', '18.00'].map((reward, i) => ({ day: i + 1, reward }));
const signIn = (state: Partial<SignInState>): SignInState => ({
  signedToday: false,
  streak: 0,
  today: 1,
  ladder,
  nextAt: '2026-11-23T00:00:00+08:00',
  ...state,
});

function showPrivilege(privilege: Parameters<typeof PrivilegeItem>[0]['privilege'], nextLevel: number | null = 3) {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <ul>
            <PrivilegeItem privilege={privilege} nextLevel={nextLevel} claiming={false} onClaim={() => undefined} />
          </ul>
        ),
      },
    ],
    '/',
  );
}

describe('VIP privilege item (en)', () => {
  beforeEach(async () => {
    session.setLang('en');
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces('rewards');
  });
  afterEach(cleanup);

  it('offers Claim when claimable', () => {
    showPrivilege({ type: 1, amount: '18.00', status: 1, nextAvailableAt: null });
    expect(screen.getByText('Ready to claim')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Claim Weekly red packet' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says when a claimed one opens again, and the level-up gift waits for the next level', () => {
    showPrivilege({ type: 1, amount: '18.00', status: 2, nextAvailableAt: '2026-11-30T00:00:00+08:00' });
    expect(screen.getByText('Claimed · next from 2026-11-30')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Claimed Weekly red packet' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    showPrivilege({ type: 2, amount: '58.00', status: 2, nextAvailableAt: null });
    expect(screen.getByText('Claimed · the next one comes with VIP3')).toBeTruthy();
  });

  it('tells apart a privilege the level lacks, a birthday without a birth date, and one that opens later', () => {
    showPrivilege({ type: 3, amount: '0.00', status: 0, nextAvailableAt: null });
    expect(screen.getByText('Not offered at this level')).toBeTruthy();
    cleanup();
    showPrivilege({ type: 4, amount: '58.00', status: 0, nextAvailableAt: null });
    expect(screen.getByRole('link', { name: 'Personal data' }).getAttribute('href')).toBe('/pages/mine/personData');
    cleanup();
    showPrivilege({ type: 4, amount: '58.00', status: 0, nextAvailableAt: '2026-12-01T00:00:00+08:00' });
    expect(screen.getByText('Opens on 2026-12-01')).toBeTruthy();
  });
});

describe('sign-in card', () => {
  afterEach(cleanup);

  it('marks the days signed in this round and today (en)', async () => {
    session.setLang('en');
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces('rewards');
    renderRoutes([{ path: '/', element: <SignInCard state={signIn({ signedToday: false, streak: 2, today: 3 })} /> }], '/');
    expect(screen.getByRole('listitem', { name: 'Day 2, ¥2.00, signed in' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Day 3, ¥3.00, today' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Day 4, ¥5.00, to come' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Sign in for ¥3.00' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('after day 7 starts the ladder again, and a signed day disables the button (zh_hans)', async () => {
    session.setLang('zh_hans');
    await i18n.changeLanguage('zh_hans');
    await i18n.loadNamespaces('rewards');
    renderRoutes([{ path: '/', element: <SignInCard state={signIn({ signedToday: true, streak: 8, today: 1 })} /> }], '/');
    expect(screen.getByText('已连续签到 8 天')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: '第 1 天, ¥1.00, 已签到' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: '第 2 天, ¥2.00, 待签到' })).toBeTruthy();
    expect((screen.getByRole('button', { name: '今日已签到' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
