import type { RealityCheckMinutes } from '@contracts/protection/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';
import { useSession } from '@web/lib/use-session';
import { figuresFrom, sessionFiguresQuery } from './get-session';
import { protectionSettingsQuery } from './get-settings';

/**
 * protection/setRealityCheck: the interval in minutes (0 off). The answer is the session's figures with the next check
 * counted from now: they replace the cached figures, and the settings learn the interval, without asking again.
 */
export function useSetRealityCheck() {
  const queryClient = useQueryClient();
  const viewer = useSession();
  return useMutation({
    mutationFn: (minutes: RealityCheckMinutes) => figuresFrom(() => request(wire.protection.setRealityCheck, { minutes })),
    onSuccess: (figures) => {
      queryClient.setQueryData(sessionFiguresQuery(viewer).queryKey, figures);
      queryClient.setQueryData(protectionSettingsQuery(viewer).queryKey, (settings) =>
        settings ? { ...settings, realityCheckMinutes: figures.realityCheckMinutes } : settings,
      );
    },
  });
}
