import type { LimitForm } from '@contracts/protection/limits';
import { useMutation } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';
import { useSubmissionKey } from '../submission-key';
import { useStoreLimit } from './limit-cache';

/** protection/setLimit: a first limit or a decrease applies now, a raise or a removal waits 24 hours (the answer says which). */
export function useSetLimit() {
  const storeLimit = useStoreLimit();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (input: LimitForm) => request(wire.protection.setLimit, input, { toast: false, idempotencyKey: submission.keyFor(input) }),
    onSuccess: (change) => storeLimit(change.limit),
    onSettled: (_change, error) => submission.settle(error),
  });
}
