import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { invalidateMoney } from '@web/lib/money-keys';
import { request } from '@web/lib/request';
import { useSubmissionKey } from '../submission-key';

/** welfare/claim: a completed task's reward; a refusal shows the server's message; a success refreshes money. */
export function useClaimTask() {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (taskId: string) => request(wire.welfare.claim, { taskId }, { idempotencyKey: submission.keyFor({ taskId }) }),
    onSuccess: () => invalidateMoney(queryClient),
    onSettled: (_result, error) => submission.settle(error),
  });
}
