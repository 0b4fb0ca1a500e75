// @vitest-environment jsdom
import { api } from '@contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, refuse } from '@web/test/fake-api';
import { pageTests } from '@web/test/page-test';
import { i18n } from '@web/lib/i18n';
import { renderRoutes } from '@web/test/render';
import { WithdrawForm } from './withdraw-form';
import { exampleWithdrawOverview as overview } from '@contracts/withdrawal/withdraw-example';

const render = () => renderRoutes([{ path: '/', element: <WithdrawForm overview={overview} /> }], '/');
const quoteRow = (term: string) => within(screen.getByText(term).parentElement!).getByText(term).nextElementSibling?.textContent;

describe.each([
  ['en', 'The amount must be at least ¥100.00', 'Handling fee', 'Administrative fee', 'Actual amount received'],
  ['zh_hans', '金额不能低于 ¥100.00', '手续费', '行政费', '实际到账'],
] as const)('withdraw form in %s', (lang, atLeast, handlingFee, adminFee, actual) => {
  beforeEach(async () => {
    await i18n.changeLanguage(lang);
  });
  afterEach(cleanup);

  it('below the minimum says "at least" the minimum and shows no fees for it', async () => {
    render();
    const amount = screen.getByLabelText(lang === 'en' ? 'Amount' : '金额');
    fireEvent.change(amount, { target: { value: '99.99' } });
    fireEvent.blur(amount);
    expect(await screen.findByText(atLeast)).toBeTruthy();
    // One percent formatter: the handling fee reads like the administrative fee beside it, no space before "%".
    expect(quoteRow(handlingFee)).toBe('1%');
    expect(quoteRow(adminFee)).toBe(lang === 'en' ? '5% while turnover is short' : '流水不足时收取 5%');
    expect(quoteRow(actual)).toBe('--');
    // A valid amount does show its fees.
    fireEvent.change(amount, { target: { value: '1000' } });
    expect(await screen.findByText('¥10.00')).toBeTruthy();
    expect(quoteRow(handlingFee)).toBe('¥10.00');
  });
});

describe('a card bound in another name (before the rule)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(cleanup);

  it("is flagged, and Withdraw refuses it with the server's sentence before the PIN pad opens", async () => {
    renderRoutes([{ path: '/', element: <WithdrawForm overview={{ ...overview, realName: '李四' }} /> }], '/');
    expect(screen.getByRole('button', { name: /张三/ }).textContent).toContain('Not in your name');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText('Payee account: it is in another name; withdrawals go only to accounts in the real name on your account'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe.each([
  ['en', 'Amount', 'Withdraw', 'Incorrect withdrawal password. 4 attempts left', 'The amount exceeds your balance'],
  ['zh_hans', '金额', '立即取款', '取款密码错误，再错 4 次将锁定提款 30 分钟', '金额超过余额'],
] as const)("the server's refusal of one field, in %s", (lang, amountLabel, withdraw, wrongPin, overBalance) => {
  pageTests({ lang });
  // The PIN pad scrolls its focused cell into view, which jsdom (the tests' DOM) does not do.
  beforeEach(() => {
    Element.prototype.scrollIntoView = () => undefined;
  });
  afterEach(() => Reflect.deleteProperty(Element.prototype, 'scrollIntoView'));

  /** Fills the amount, presses Withdraw and types six digits on the PIN pad. */
  const submitWithPin = async () => {
    fireEvent.change(screen.getByLabelText(amountLabel), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: withdraw }));
    const pad = (await screen.findByRole('dialog')).querySelector('.wallet-pin')!;
    for (const digit of '000000') fireEvent.keyDown(pad, { key: digit });
  };

  it('a wrong withdrawal password shows on the PIN pad, which stays open', async () => {
    fakeApi().on(api.withdrawal.submit, refuse(wrongPin, 'secondaryPassword'));
    render();
    await submitWithPin();
    expect(await within(screen.getByRole('dialog')).findByText(wrongPin)).toBeTruthy();
  });

  it('a refusal of the amount closes the pad and shows under the amount', { timeout: 20_000 }, async () => {
    fakeApi().on(api.withdrawal.submit, refuse(overBalance, 'amount'));
    render();
    await submitWithPin();
    const amount = screen.getByLabelText(amountLabel);
    await waitFor(() =>
      expect(
        document.getElementById(
          amount
            .getAttribute('aria-describedby')!
            .split(' ')
            .find((id) => id.endsWith('-error'))!,
        )?.textContent,
      ).toBe(overBalance),
    );
    // The sheet slides away before it leaves the accessibility tree: frame by frame, slower on a loaded machine (it took
    // over 5 s once in a full npm test).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 15_000 });
  });
});
