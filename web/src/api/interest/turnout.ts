import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { invalidateMoney } from '@web/lib/money-keys';
import { request } from '@web/lib/request';
import { useSubmissionKey } from '../submission-key';

/** interest/turnout: flexible principal → central wallet; every money figure refreshes after it. */
export function useInterestTurnout() {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (input: { amount: string }) =>
      request(wire.interest.turnout, input, { toast: false, idempotencyKey: submission.keyFor(input) }),
    onSuccess: () => invalidateMoney(queryClient),
    onSettled: (_result, error) => submission.settle(error),
  });
}
