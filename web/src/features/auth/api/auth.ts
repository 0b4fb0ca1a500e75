import { login, register } from '@contracts/account/session';
import type { InputOf } from '@contracts/core/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@web/lib/request';
import { session } from '@web/lib/session';

/**
 * Login and registration both answer a session. Form errors are shown inline by the pages, so the
 * client's `code: 0` toast is off. A new identity must not see the previous player's cached data.
 */
function useSessionMutation<I>(call: (input: I) => Promise<{ token: string; uid: number; username: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      queryClient.clear();
      session.signIn(result);
    },
  });
}

export const useLogin = () =>
  useSessionMutation((input: InputOf<typeof login>) => request(login, input, { toast: false }));

export const useRegister = () =>
  useSessionMutation((input: InputOf<typeof register>) => request(register, input, { toast: false }));
