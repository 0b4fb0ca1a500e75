import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';
import { useSession } from '@web/lib/use-session';
import { figuresFrom, sessionFiguresQuery } from './get-session';

/**
 * protection/acknowledgeCheck: the player read the reality check and plays on. The answer is the session's
 * figures with the next check one interval away: it replaces the cached figures at once, so the check closes
 * and is not due again. A refusal is shown by the dialog, not as a toast over it.
 */
export function useAcknowledgeCheck() {
  const queryClient = useQueryClient();
  const viewer = useSession();
  return useMutation({
    mutationFn: () => figuresFrom(() => request(wire.protection.acknowledgeCheck, {}, { toast: false })),
    onSuccess: (figures) => queryClient.setQueryData(sessionFiguresQuery(viewer).queryKey, figures),
  });
}
