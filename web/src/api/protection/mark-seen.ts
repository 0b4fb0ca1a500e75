import type { ProtectionNotice } from '@contracts/protection/protection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';
import { useSession } from '@web/lib/use-session';
import { protectionSettingsQuery } from './get-settings';

/**
 * protection/markSeen: a one-time notice was answered (the limit invitation set or skipped, the bet notice read),
 * so it is never shown again, on any device. The cached settings learn it at once: the next bet asks nothing.
 * No toast: the notice has closed by the time a refusal could come, and it only means the notice may show again.
 */
export function useMarkSeen() {
  const queryClient = useQueryClient();
  const viewer = useSession();
  return useMutation({
    mutationFn: (notice: ProtectionNotice) => request(wire.protection.markSeen, { notice }, { toast: false }),
    onSuccess: ({ notice }) =>
      queryClient.setQueryData(protectionSettingsQuery(viewer).queryKey, (settings) =>
        settings ? { ...settings, seen: { ...settings.seen, [notice]: true } } : settings,
      ),
  });
}
