import type { VipPrivilegeType } from '@contracts/vip/vip';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { invalidateMoney } from '@web/lib/money-keys';
import { request } from '@web/lib/request';
import { useSubmissionKey } from '../submission-key';

/**
 * uservip/getVipRes: claims one privilege. A refusal (not eligible, already claimed) shows the server's
 * message as a toast; a success refreshes every money query (balance, the privileges, award records).
 */
export function useClaimPrivilege() {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (type: VipPrivilegeType) => request(wire.vip.getVipRes, { type }, { idempotencyKey: submission.keyFor({ type }) }),
    onSuccess: () => invalidateMoney(queryClient),
    onSettled: (_result, error) => submission.settle(error),
  });
}
