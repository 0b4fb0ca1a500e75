import type { TimeOutForm } from '@contracts/protection/breaks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';
import { useSubmissionKey } from '../submission-key';
import { leaveEndedSession } from './leave-ended-session';

/** protection/takeTimeOut: starts now and ends every session, so a success logs the player out here too. */
export function useTakeTimeOut() {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (input: TimeOutForm) =>
      request(wire.protection.takeTimeOut, input, { toast: false, idempotencyKey: submission.keyFor(input) }),
    onSuccess: () => leaveEndedSession(queryClient),
    onSettled: (_result, error) => submission.settle(error),
  });
}
