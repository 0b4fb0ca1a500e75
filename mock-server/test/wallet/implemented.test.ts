import { describe, expect, it } from 'vitest';
import { api } from '@contracts';
import { pairHandlers } from '@mock/core/binder';
import { handlers } from '@mock/areas';
import { isNotImplemented } from '@mock/core/not-implemented';

/** Issue 3's endpoints: none may answer "not implemented". */
const WALLET_PATHS = [
  'fundslog/getWalletList', 'fundslog/getVenuesList', 'fundslog/transfer', 'fundslog/getOneclickRecycling',
  'recharge/getRechargeChannels', 'recharge/getRechargeChannels1', 'recharge/submit',
  'withdraw/getBank', 'withdraw/addBank', 'withdraw/getCryptList', 'withdraw/addCrypt', 'withdraw/addWallet',
  'payment/getTypeList', 'payment/delAddress', 'member/getUserWithdrawList', 'withdraw/getWithdrawList', 'withdraw/submit',
  'user/secondarypwd', 'user/resetsecondarypwd',
];

describe('wallet endpoints', () => {
  it('are all in the contract and implemented', () => {
    const bound = pairHandlers(api, handlers);
    for (const path of WALLET_PATHS) {
      const entry = bound.find((b) => b.endpoint.path === path);
      expect(entry, `${path} is in the contract`).toBeDefined();
      expect(isNotImplemented(entry?.handler), path).toBe(false);
    }
  });
});
