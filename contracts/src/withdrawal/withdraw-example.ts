import type { WithdrawOverview } from './withdraw';

/**
 * An example withdrawal overview of 张三: one bank-card method (¥100–¥50,000, 1 % fee) with one bound card in
 * that name, ¥3,000 of the day's quota left. The rule tests (contracts) and the form tests (web) share it.
 */
export const exampleWithdrawOverview: WithdrawOverview = {
  balance: '5000.00',
  hasSecondaryPassword: true,
  realName: '张三',
  quota: { countLeft: 2, countTotal: 5, amountLeft: '3000.00', amountTotal: '100000.00' },
  adminFeePercent: '5',
  turnover: { required: '1000.00', completed: '400.00', shortfall: '600.00' },
  methods: [
    {
      id: 1,
      type: 1,
      name: 'Bank card',
      icon: '',
      min: '100.00',
      max: '50000.00',
      handlingFeePercent: '1',
      payeeType: 1,
      payees: [
        {
          type: 1,
          id: 11,
          bankId: 3,
          bankName: 'Bank',
          bankCode: 'BK',
          bankLogo: '',
          cardholderName: '张三',
          maskedNumber: '**** **** **** 1111',
          bankAddress: '深圳',
          createdAt: '2026-11-01T10:00:00+08:00',
        },
      ],
      rate: null,
    },
  ],
};
