import { CENTRAL_WALLET } from '@contracts/funds/wallet-codes';
import type { PlaceOrderForm } from '@contracts/lottery/lottery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { invalidateMoney } from '@web/lib/money-keys';
import { request } from '@web/lib/request';
import { setCachedBalances } from '../funds/cached-balances';
import { useSubmissionKey } from '../submission-key';

/**
 * Places one order (several lines) on the open round. The answer's balance goes into the cache at once;
 * then every money query refetches (wallets, this lottery's orders, bet records). A refusal (closed,
 * unknown option, limits, short balance) is the server's message: the caller shows it.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (input: PlaceOrderForm) =>
      request(wire.lottery.placeOrder, input, { toast: false, idempotencyKey: submission.keyFor(input) }),
    onSuccess: async (result) => {
      setCachedBalances(queryClient, { [CENTRAL_WALLET]: result.balance });
      await invalidateMoney(queryClient);
    },
    onSettled: (_result, error) => submission.settle(error),
  });
}
