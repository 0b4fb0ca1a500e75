import type { LimitView } from '@contracts/protection/limits';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@web/lib/use-session';
import { protectionSettingsQuery } from './get-settings';

/**
 * Every limit call answers the limit as it now stands: it replaces that limit in the cached settings at once, so the
 * figures, the pending raise and the form all show the server's answer without asking again.
 */
export function useStoreLimit() {
  const queryClient = useQueryClient();
  const viewer = useSession();
  return (limit: LimitView) =>
    queryClient.setQueryData(protectionSettingsQuery(viewer).queryKey, (settings) =>
      settings
        ? { ...settings, limits: settings.limits.map((l) => (l.kind === limit.kind && l.period === limit.period ? limit : l)) }
        : settings,
    );
}
