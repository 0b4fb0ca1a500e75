import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { protectionKeys } from './keys';

/**
 * protection/getSettings: the deposit and loss limits with what the current period used and leaves, pending raises,
 * the reality-check interval, the notices seen and the balance self-exclusion would return. Live: deposits and bets
 * move `used` at any time.
 */
export const protectionSettingsQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: protectionKeys.settings(viewer),
    queryFn: ({ signal }) => request(wire.protection.getSettings, {}, { signal }),
    staleTime: staleTimes.live,
  });
