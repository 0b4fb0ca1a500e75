import { useMutation, useQueryClient } from '@tanstack/react-query';
import { session } from '@web/lib/session';

/**
 * Login and registration both answer a session. Form errors are shown inline by the pages, so the
 * client's `code: 0` toast is off. A new identity must not see the previous player's cached data.
 */
export function useSessionMutation<I>(call: (input: I) => Promise<{ token: string; uid: number; username: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      queryClient.clear();
      session.signIn(result);
    },
  });
}
