import { api, formatMoney } from '@contracts';
import type { Scenario } from './scenario';
import { applicant, approvedDeposit, register } from './steps';

export const INTEREST_PRINCIPAL = '10000.00';
/** Platform days the clock moves on after the transfer in: the first full day earns from its end, so two accruals. */
export const INTEREST_DAYS = 3;
/** Two days of 3.65 % a year on the principal. */
export const INTEREST_ACCRUED = '2.00';

const player = applicant('saver01', '郑华', '13800000107', {
  en: `${formatMoney(INTEREST_PRINCIPAL)} in the flexible product, earnings accrued and not received`,
  zh_hans: `活期产品中有${formatMoney(INTEREST_PRINCIPAL)}，收益已计提但未领取`,
});

export const interestUnclaimed: Scenario = {
  name: 'interest-unclaimed',
  summary: {
    en:
      `saver01 moved ${formatMoney(INTEREST_PRINCIPAL)} into the flexible interest product, then the clock went on ` +
      `${INTEREST_DAYS} days: two days of interest, ${formatMoney(INTEREST_ACCRUED)}, have accrued and wait to be received.`,
    zh_hans:
      `saver01将${formatMoney(INTEREST_PRINCIPAL)}转入活期利息产品，随后时钟前进${INTEREST_DAYS}天：` +
      `两天的利息${formatMoney(INTEREST_ACCRUED)}已计提，尚未领取。`,
  },
  players: [player],
  async build(kit) {
    const member = await register(kit, player);
    await approvedDeposit(kit, member, INTEREST_PRINCIPAL);
    // Without a product id the transfer goes into the flexible one.
    await kit.api(api.interest.into, { amount: INTEREST_PRINCIPAL }, member.token);
    await kit.control.world.advance({ days: INTEREST_DAYS });
  },
};
