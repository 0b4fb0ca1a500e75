import type { TransferForm } from '@contracts/rules/money-forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { invalidateMoney } from '@web/lib/money-keys';
import { request } from '@web/lib/request';
import { useSubmissionKey } from '../submission-key';
import { setCachedBalances } from './cached-balances';

/**
 * A transfer answers both balances after it: they go into the cache at once (no flash of the old
 * numbers), then every money query refetches so other screens agree.
 */
export function useTransfer() {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (input: TransferForm) => request(wire.funds.transfer, input, { toast: false, idempotencyKey: submission.keyFor(input) }),
    onSuccess: async (result) => {
      setCachedBalances(queryClient, { [result.from.code]: result.from.balance, [result.to.code]: result.to.balance });
      await invalidateMoney(queryClient);
    },
    onSettled: (_result, error) => submission.settle(error),
  });
}
