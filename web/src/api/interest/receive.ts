import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { invalidateMoney } from '@web/lib/money-keys';
import { request } from '@web/lib/request';
import { useSubmissionKey } from '../submission-key';

/** interest/receive: the receivable earnings into the central wallet (the server refuses at 0; its message is toasted). */
export function useInterestReceive() {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: () => request(wire.interest.receive, {}, { idempotencyKey: submission.keyFor('receive') }),
    onSuccess: () => invalidateMoney(queryClient),
    onSettled: (_result, error) => submission.settle(error),
  });
}
