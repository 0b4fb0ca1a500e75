import type { setUserInfo } from '@contracts/account/profile';
import type { InputOf } from '@contracts/core/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';
import { accountKeys } from './keys';

/** user/setUserInfo: the avatar, or the one-time confirmation of the personal data. The form shows refusals itself. */
export function useSetUserInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof setUserInfo>) => request(wire.account.setUserInfo, input, { toast: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
