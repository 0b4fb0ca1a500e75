import type { applyPartner } from '@contracts/common/partner-programme';
import type { InputOf } from '@contracts/core/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';
import { commonKeys } from './keys';

/** other/applyPartner: the join-us application; the invite answer carries its status, so it is refetched. */
export function useApplyPartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof applyPartner>) => request(wire.common.applyPartner, input, { toast: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commonKeys.invites() }),
  });
}
