import type { WithdrawalForm } from '@contracts/rules/money-forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { invalidateMoney } from '@web/lib/money-keys';
import { request } from '@web/lib/request';
import { useSubmissionKey } from '../submission-key';

export function useSubmitWithdrawal() {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (input: WithdrawalForm) =>
      request(wire.withdrawal.submit, input, { toast: false, idempotencyKey: submission.keyFor(input) }),
    onSuccess: () => invalidateMoney(queryClient),
    onSettled: (_order, error) => submission.settle(error),
  });
}
