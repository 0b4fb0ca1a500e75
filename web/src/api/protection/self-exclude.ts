import type { SelfExclusionForm } from '@contracts/protection/breaks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';
import { useSubmissionKey } from '../submission-key';
import { leaveEndedSession } from './leave-ended-session';

/**
 * protection/selfExclude: starts now, ends every session and returns the balance as one withdrawal, so a success
 * logs the player out here too. Money moves: the submission key makes a retry after no answer act once.
 */
export function useSelfExclude() {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (input: SelfExclusionForm) =>
      request(wire.protection.selfExclude, input, { toast: false, idempotencyKey: submission.keyFor(input) }),
    onSuccess: () => leaveEndedSession(queryClient),
    onSettled: (_result, error) => submission.settle(error),
  });
}
