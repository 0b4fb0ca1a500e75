import type { FastFoodSubmitForm } from '@contracts/fastfood/table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { invalidateMoney } from '@web/lib/money-keys';
import { request } from '@web/lib/request';
import { useSubmissionKey } from '../submission-key';
import { fastfoodKeys } from './keys';

/**
 * Places chips (fastfood/submit), once per submission (Idempotency-Key). The answer carries my chips and
 * the balance after it: they go into the table and balance at once, then every money query (the table,
 * the balance, my bets and fund log, the wallets elsewhere) is fetched again. The page shows a refusal
 * itself, with the server's message.
 */
export function useFastFoodSubmit() {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (input: FastFoodSubmitForm) =>
      request(wire.fastfood.submit, input, { toast: false, idempotencyKey: submission.keyFor(input) }),
    onSuccess: async (result) => {
      queryClient.setQueriesData<{ current: { roundNo: string }; myStakes: unknown; myTotal: string }>(
        { queryKey: [...fastfoodKeys.money, 'table'] },
        (table) =>
          table && table.current.roundNo === result.roundNo ? { ...table, myStakes: result.myStakes, myTotal: result.myTotal } : table,
      );
      queryClient.setQueriesData<{ balance: string; stakedThisRound: string }>(
        { queryKey: [...fastfoodKeys.money, 'balance'] },
        (balance) => (balance ? { balance: result.balance, stakedThisRound: result.myTotal } : balance),
      );
      await invalidateMoney(queryClient);
    },
    onSettled: (_result, error) => submission.settle(error),
  });
}
