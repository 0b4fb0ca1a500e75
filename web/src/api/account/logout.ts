import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';
import { session } from '@web/lib/session';

/** Ends the session on the server, then locally, even when the server call fails (the player asked to leave). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await request(wire.account.logout, {}, { toast: false });
      } finally {
        session.clearAuth();
        queryClient.clear();
      }
    },
  });
}
