import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { askProtection } from '@web/lib/protection-prompts';
import { useSession } from '@web/lib/use-session';
import { protectionSettingsQuery } from './get-settings';

/** A notice is being asked for: a second tap meanwhile places nothing (it would be a second bet after one reading). */
let asking = false;

/**
 * Before a bet: resolves true at once for a player who has read the responsible-gaming notice (settings
 * `seen.betNotice`, from the cache when it is there); otherwise the app shell shows the notice and it resolves
 * true once the player has read it, false if it was dropped. The caller keeps its slip meanwhile and places it
 * on true. Settings that cannot be read show the notice: reading it twice is better than never.
 */
export function useFirstBetNotice(): () => Promise<boolean> {
  const queryClient = useQueryClient();
  const viewer = useSession();
  return useCallback(async () => {
    if (asking) return false;
    asking = true;
    try {
      const settings = await queryClient.ensureQueryData(protectionSettingsQuery(viewer)).catch(() => null);
      if (settings?.seen.betNotice) return true;
      return await new Promise<boolean>((answer) => askProtection({ notice: 'betNotice', answer }));
    } finally {
      asking = false;
    }
  }, [queryClient, viewer]);
}
