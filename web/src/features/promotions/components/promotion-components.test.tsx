// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PromotionApply, PromotionTerms as Terms } from '@contracts/promotions/activity';
import { i18n } from '@web/lib/i18n';
import { session } from '@web/lib/session';
import { renderRoutes } from '@web/test/render';
import { ApplyPanel } from './apply-panel';
import { classFromSearch } from './class-param';
import { PromotionTerms } from './promotion-terms';

const DETAIL = '/pages/preferential/detail?id=1';

function showPanel(apply: Omit<PromotionApply, 'validBets'> & { validBets?: string | null }, frequency: 1 | 2 | 3 | null = 1) {
  return renderRoutes(
    [
      {
        path: '/pages/preferential/detail',
        element: <ApplyPanel promotionId={1} apply={{ validBets: null, ...apply }} frequency={frequency} />,
      },
      { path: '/pages/userPages/login', element: <p>login page</p> },
    ],
    DETAIL,
  );
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('apply panel (en)', () => {
  beforeEach(async () => {
    session.setLang('en');
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces('promotions');
  });
  afterEach(cleanup);

  it('sends a visitor to log in and back to this promotion', () => {
    const { router } = showPanel({ state: 4, bonus: null, reason: null, nextAt: null, action: null });
    expect(screen.getByText('Log in to see whether you qualify and to apply.')).toBeTruthy();
    fireEvent.click(button('Log in to apply'));
    expect(router.state.location.pathname).toBe('/pages/userPages/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(DETAIL);
  });

  it('offers Apply with the amount only when the server says the player qualifies', () => {
    showPanel({ state: 0, bonus: '500.00', reason: null, nextAt: null, action: null });
    expect(screen.getByText('You qualify: applying now adds ¥500.00 to your central wallet.')).toBeTruthy();
    expect(button('Apply now').disabled).toBe(false);
  });

  it('shows what was received, when it opens again, and the way to the reward records', () => {
    showPanel({
      state: 1,
      bonus: '18.00',
      reason: "You have already received today's bonus; apply again on 2026-11-24",
      nextAt: '2026-11-24T00:00:00+08:00',
      action: null,
    });
    expect(screen.getByText("You received ¥18.00. You have already received today's bonus; apply again on 2026-11-24")).toBeTruthy();
    expect(button('Received').disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Reward records' }).getAttribute('href')).toBe('/pages/mine/redemptionRecord');
  });

  it("shows a rebate's basis: the valid bets of yesterday or last week, as bet records total them", () => {
    showPanel({ state: 0, bonus: '5.64', reason: null, nextAt: null, validBets: '470.00', action: null }, 2);
    expect(screen.getByText('Your valid bets yesterday: ¥470.00')).toBeTruthy();
    cleanup();
    showPanel(
      {
        state: 1,
        bonus: '53.17',
        reason: "You have already received this week's bonus; apply again from 2026-11-30",
        nextAt: '2026-11-30T00:00:00+08:00',
        validBets: '6647.00',
        action: null,
      },
      3,
    );
    expect(screen.getByText('Your valid bets last week: ¥6,647.00')).toBeTruthy();
    cleanup();
    // A refusal quotes the player's figure itself: no second line.
    showPanel(
      {
        state: 2,
        bonus: null,
        reason: 'The rebate needs valid bets of at least ¥5,000.00 last week: yours were ¥1,847.00',
        nextAt: null,
        validBets: '1847.00',
        action: 'bet',
      },
      3,
    );
    expect(screen.queryByText(/Your valid bets last week/)).toBeNull();
  });

  it("says why not, in the server's words, for a player not eligible and for a promotion not open", () => {
    showPanel({ state: 2, bonus: null, reason: 'This bonus is for VIP3 and above: you are VIP2', nextAt: null, action: null });
    expect(screen.getByText('This bonus is for VIP3 and above: you are VIP2')).toBeTruthy();
    expect(button('Not eligible yet').disabled).toBe(true);
    cleanup();
    showPanel({ state: 3, bonus: null, reason: 'This promotion ended on 2026-11-17', nextAt: null, action: null });
    expect(button('Not open').disabled).toBe(true);
  });
});

describe('a refusal that names something the player can do leads there', () => {
  afterEach(cleanup);
  const refused = (reason: string, action: PromotionApply['action']): PromotionApply => ({
    state: 2,
    bonus: null,
    reason,
    nextAt: null,
    validBets: null,
    action,
  });

  it("deposit → the deposit page, bet → the games, VIP → the VIP page, the server's sentence kept (en)", async () => {
    session.setLang('en');
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces('promotions');
    const deposit = 'Deposit at least ¥1,000.00 in total during the event: you have deposited ¥0.00 since 2026-11-19';
    showPanel(refused(deposit, 'deposit'));
    expect(screen.getByText(deposit)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Deposit now' }).getAttribute('href')).toBe('/pages/mine/recharge');
    // The way forward replaces the dead "Not eligible yet" button.
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    showPanel(refused('The rebate needs valid bets of at least ¥100.00 yesterday: yours were ¥0.00', 'bet'));
    expect(screen.getByRole('link', { name: 'Play games' }).getAttribute('href')).toBe('/pages/tabbarPages/home/index');
    cleanup();
    showPanel(refused('This bonus is for VIP3 and above: you are VIP2', 'vip'));
    expect(screen.getByRole('link', { name: 'See VIP levels' }).getAttribute('href')).toBe('/pages/mine/vip');
  });

  it('nothing to do (a first deposit already made too early): the refusal and a disabled button, no link (zh_hans)', async () => {
    session.setLang('zh_hans');
    await i18n.changeLanguage('zh_hans');
    await i18n.loadNamespaces('promotions');
    showPanel(refused('本彩金仅限活动期间、7 天内到账的首笔存款；您的首笔存款于 2026-08-25 到账', null));
    expect((screen.getByRole('button', { name: '暂不符合条件' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    showPanel(refused('今日需存款至少 ¥300.00 才能申请：您今日已存款 ¥0.00', 'deposit'));
    expect(screen.getByRole('link', { name: '去存款' }).getAttribute('href')).toBe('/pages/mine/recharge');
  });
});

describe('promotion terms', () => {
  const terms: Terms = {
    reward: '¥18.00 a day',
    eligibility: 'Deposits of at least ¥300.00 today (Beijing time)',
    turnoverMultiple: 3,
    maxBonus: '18.00',
    frequency: 2,
  };
  afterEach(cleanup);

  it('lists bonus, eligibility, turnover, maximum and frequency (zh_hans)', async () => {
    session.setLang('zh_hans');
    await i18n.changeLanguage('zh_hans');
    await i18n.loadNamespaces('promotions');
    renderRoutes([{ path: '/', element: <PromotionTerms terms={terms} /> }], '/');
    const values = [...document.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(values).toEqual([
      '¥18.00 a day',
      'Deposits of at least ¥300.00 today (Beijing time)',
      '彩金的 3 倍有效投注后可免费提款',
      '¥18.00',
      '每日一次',
    ]);
  });

  it('says "None" without a turnover requirement and leaves out what does not apply (en)', async () => {
    session.setLang('en');
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces('promotions');
    renderRoutes(
      [{ path: '/', element: <PromotionTerms terms={{ ...terms, turnoverMultiple: 0, maxBonus: null, frequency: null }} /> }],
      '/',
    );
    expect([...document.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Bonus', 'Who qualifies', 'Turnover requirement']);
    expect(screen.getByText('None')).toBeTruthy();
  });
});

describe('the tab in the URL', () => {
  it('reads the six classes and nothing else', () => {
    expect([0, 1, 2, 3, 4, 5].map((c) => classFromSearch(new URLSearchParams(`class=${c}`)))).toEqual([0, 1, 2, 3, 4, 5]);
    for (const bad of ['6', '-1', '1.5', 'vip', '']) expect(classFromSearch(new URLSearchParams(`class=${bad}`))).toBe(0);
    expect(classFromSearch(new URLSearchParams())).toBe(0);
  });
});
