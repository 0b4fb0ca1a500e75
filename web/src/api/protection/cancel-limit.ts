import type { LimitRef } from '@contracts/protection/limits';
import { useMutation } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';
import { useSubmissionKey } from '../submission-key';
import { useStoreLimit } from './limit-cache';

/** protection/cancelLimit: withdraws a pending raise or removal; the limit in force stays. */
export function useCancelLimit() {
  const storeLimit = useStoreLimit();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (ref: LimitRef) => request(wire.protection.cancelLimit, ref, { idempotencyKey: submission.keyFor(ref) }),
    onSuccess: storeLimit,
    onSettled: (_limit, error) => submission.settle(error),
  });
}
