import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';
import { accountKeys } from './keys';

/** user/logoutOthers: every other session ends; the device list is asked again. */
export function useLogoutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(wire.account.logoutOthers, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'security'] }),
  });
}
