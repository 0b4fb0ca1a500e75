import { formatMoney } from '@contracts';
import type { Scenario } from './scenario';
import { applicant, approvedDeposit, bindOwnCard, register } from './steps';

export const SHORT_TURNOVER_DEPOSIT = '1000.00';

const player = applicant('shortbet01', '赵敏', '13800000102', {
  en: `Deposited ${formatMoney(SHORT_TURNOVER_DEPOSIT)}, never bet; a bank card bound`,
  zh_hans: `存了${formatMoney(SHORT_TURNOVER_DEPOSIT)}，从未投注；已绑定银行卡`,
});

export const shortTurnover: Scenario = {
  name: 'short-turnover',
  summary: {
    en:
      `shortbet01's deposit of ${formatMoney(SHORT_TURNOVER_DEPOSIT)} was approved and none of it wagered: the withdrawal ` +
      'page warns that the turnover is short and a withdrawal pays the 5% administrative fee.',
    zh_hans: `shortbet01存入的${formatMoney(SHORT_TURNOVER_DEPOSIT)}已到账但未投注：提款页提示流水不足，提款需付5%行政费。`,
  },
  players: [player],
  async build(kit) {
    const member = await register(kit, player);
    await approvedDeposit(kit, member, SHORT_TURNOVER_DEPOSIT);
    await bindOwnCard(kit, member, '6222020200112233446');
  },
};
