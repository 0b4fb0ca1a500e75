import type { LimitRef } from '@contracts/protection/limits';
import { useMutation } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';
import { useSubmissionKey } from '../submission-key';
import { useStoreLimit } from './limit-cache';

/** protection/confirmLimit: applies a pending raise or removal once its 24 hours have passed; a refusal is the server's toast. */
export function useConfirmLimit() {
  const storeLimit = useStoreLimit();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (ref: LimitRef) => request(wire.protection.confirmLimit, ref, { idempotencyKey: submission.keyFor(ref) }),
    onSuccess: storeLimit,
    onSettled: (_limit, error) => submission.settle(error),
  });
}
