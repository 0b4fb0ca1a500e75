/** The wallet pages' hash paths (spec §2 names), for links between them. */
export const walletPaths = {
  recharge: '/pages/mine/recharge',
  pay: '/pages/home/pay',
  transfer: '/pages/mine/transfer',
  withdrawal: '/pages/mine/withdrawal',
  accountManagement: '/pages/mine/accountManagement',
  addBankCard: '/pages/mine/addBankCard',
  addUSDT: '/pages/mine/addUSDT',
  addWallet: '/pages/mine/addWallet',
} as const;
