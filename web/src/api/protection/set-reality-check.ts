import type { RealityCheckMinutes } from '@contracts/protection/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';
import { useSession } from '@web/lib/use-session';
import { protectionSettingsQuery } from './get-settings';
import { protectionKeys } from './keys';

/**
 * protection/setRealityCheck: the interval in minutes (0 off). The settings learn it at once; the session's figures
 * (when the next check is due) are asked again, since the interval now counts from the new setting.
 */
export function useSetRealityCheck() {
  const queryClient = useQueryClient();
  const viewer = useSession();
  return useMutation({
    mutationFn: (minutes: RealityCheckMinutes) => request(wire.protection.setRealityCheck, { minutes }),
    onSuccess: (figures) => {
      queryClient.setQueryData(protectionSettingsQuery(viewer).queryKey, (settings) =>
        settings ? { ...settings, realityCheckMinutes: figures.realityCheckMinutes } : settings,
      );
      return queryClient.invalidateQueries({ queryKey: protectionKeys.session(viewer) });
    },
  });
}
