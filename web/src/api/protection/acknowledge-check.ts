import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';
import { noteServerTime } from '@web/lib/server-clock';
import { useSession } from '@web/lib/use-session';
import { sessionFiguresQuery } from './get-session';

/**
 * protection/acknowledgeCheck: the player read the reality check and plays on. The answer is the session's
 * figures with the next check one interval away: it replaces the cached figures at once, so the check closes
 * and is not due again. A refusal is shown by the dialog, not as a toast over it.
 */
export function useAcknowledgeCheck() {
  const queryClient = useQueryClient();
  const viewer = useSession();
  return useMutation({
    mutationFn: async () => {
      const sentAt = Date.now();
      const figures = await request(wire.protection.acknowledgeCheck, {}, { toast: false });
      noteServerTime(figures.serverTime, sentAt);
      return figures;
    },
    onSuccess: (figures) => queryClient.setQueryData(sessionFiguresQuery(viewer).queryKey, figures),
  });
}
