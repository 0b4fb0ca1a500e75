import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { invalidateMoney } from '@web/lib/money-keys';
import { request } from '@web/lib/request';
import { useSubmissionKey } from '../submission-key';

/**
 * activity/apply (this project's extension): applies for a promotion's bonus once per submission key. A
 * refusal shows the server's message as a toast; either way every money query refetches (the balance, and
 * the promotion's page, whose standing keys under the money root), so the button shows the server's state.
 */
export function useApplyPromotion() {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (id: number) => request(wire.promotions.apply, { id }, { idempotencyKey: submission.keyFor({ id }) }),
    onSettled: (_result, error) => {
      submission.settle(error);
      return invalidateMoney(queryClient);
    },
  });
}
