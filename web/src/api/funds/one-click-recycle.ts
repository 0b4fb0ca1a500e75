import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { invalidateMoney } from '@web/lib/money-keys';
import { request } from '@web/lib/request';
import { useSubmissionKey } from '../submission-key';
import { setCachedBalances } from './cached-balances';

export function useRecycle() {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: () => request(wire.funds.oneClickRecycle, {}, { toast: false, idempotencyKey: submission.keyFor({}) }),
    onSuccess: async (result) => {
      const moved = Object.fromEntries(result.moved.map((v) => [v.code, '0.00']));
      setCachedBalances(queryClient, { ...moved, central: result.centralBalance });
      await invalidateMoney(queryClient);
    },
    onSettled: (_result, error) => submission.settle(error),
  });
}
