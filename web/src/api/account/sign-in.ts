import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { invalidateMoney } from '@web/lib/money-keys';
import { request } from '@web/lib/request';
import { useSubmissionKey } from '../submission-key';

/**
 * common/signin, the welfare page's daily sign-in. A second one the same day is refused by the server
 * (its message as a toast); a success refreshes every money query (balance, the welfare page, records).
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: () => request(wire.account.signIn, {}, { idempotencyKey: submission.keyFor('signin') }),
    onSuccess: () => invalidateMoney(queryClient),
    onSettled: (_result, error) => submission.settle(error),
  });
}
