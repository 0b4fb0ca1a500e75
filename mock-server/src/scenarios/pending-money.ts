import { api, formatMoney } from '@contracts';
import type { Scenario } from './scenario';
import { applicant, approvedDeposit, bindOwnCard, depositOrder, register } from './steps';

export const PENDING_MONEY = { funded: '2000.00', deposit: '1000.00', withdrawal: '500.00' } as const;

const player = applicant('pending01', '孙丽', '13800000103', {
  en: `A ${formatMoney(PENDING_MONEY.deposit)} deposit and a ${formatMoney(PENDING_MONEY.withdrawal)} withdrawal awaiting an operator`,
  zh_hans: `一笔${formatMoney(PENDING_MONEY.deposit)}存款和一笔${formatMoney(PENDING_MONEY.withdrawal)}提款等待审核`,
});

export const pendingMoney: Scenario = {
  name: 'pending-money',
  summary: {
    en:
      `pending01 has a deposit of ${formatMoney(PENDING_MONEY.deposit)} and a withdrawal of ` +
      `${formatMoney(PENDING_MONEY.withdrawal)} to a bank card, both pending. The clock decides neither: ` +
      'orders wait for an operator (/__mock/wallet/…/approve, pay, reject); an undecided deposit lapses when its ' +
      '30-minute payment window ends.',
    zh_hans:
      `pending01有一笔${formatMoney(PENDING_MONEY.deposit)}存款和一笔提到银行卡的${formatMoney(PENDING_MONEY.withdrawal)}` +
      '提款，都在处理中。时钟不会自动审核：订单等待运营人员处理（/__mock/wallet/…/approve、pay、reject）；' +
      '存款在30分钟付款期限结束时仍未处理则失效。',
  },
  players: [player],
  async build(kit) {
    // Manual decisions for the orders created from now on: nothing but an operator moves them.
    await kit.control.funds.updateSettings({ depositDelayMs: null, withdrawalDelayMs: null });
    const member = await register(kit, player);
    await approvedDeposit(kit, member, PENDING_MONEY.funded);
    const payeeId = await bindOwnCard(kit, member, '6222020200112233446');
    const overview = await kit.api(api.withdrawal.getWithdrawList, {}, member.token);
    // Wagered in full, so the pending withdrawal is a plain one, without the short-turnover fee.
    await kit.control.funds.turnover({ username: player.username, validBet: overview.turnover.shortfall });
    const method = overview.methods.find((m) => m.payees.some((p) => p.id === payeeId));
    if (!method) throw new Error('no withdrawal method pays the bound card');
    await kit.api(
      api.withdrawal.submit,
      { amount: PENDING_MONEY.withdrawal, secondaryPassword: player.withdrawalPassword, methodId: method.id, payeeId },
      member.token,
    );
    await depositOrder(kit, member, PENDING_MONEY.deposit);
  },
};
