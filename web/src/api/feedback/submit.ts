import type { InputOf } from '@contracts/core/endpoint';
import type { submit } from '@contracts/feedback/feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';
import { useSubmissionKey } from '../submission-key';
import { feedbackKeys } from './keys';

/**
 * feedback/submit with an Idempotency-Key per submission: a double tap, or a retry after no answer,
 * makes one feedback. My feedback is refetched afterwards.
 */
export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (input: InputOf<typeof submit>) =>
      request(wire.feedback.submit, input, { toast: false, idempotencyKey: submission.keyFor(input) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.lists() }),
    onSettled: (_result, error) => submission.settle(error),
  });
}
