import type { setSecondaryPassword } from '@contracts/account/session';
import type { InputOf } from '@contracts/core/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';
import { withdrawalKeys } from '../withdrawal/keys';

/** The withdrawal overview says whether a withdrawal password is set: it changes here. */
export function useSetSecondaryPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof setSecondaryPassword>) => request(wire.account.setSecondaryPassword, input, { toast: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.overviews() }),
  });
}
