import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { commonKeys } from './keys';

/** The server's clock (common/getSystemInfo): date presets follow it, not the device's clock. */
export const systemInfoQuery = () =>
  queryOptions({
    queryKey: commonKeys.systemInfo(),
    queryFn: ({ signal }) => request(wire.common.getSystemInfo, {}, { signal }),
    staleTime: staleTimes.short,
  });

/** "Now" on the server: its answer plus the time elapsed on this device since (never the device's date). */
export function serverNow(serverTime: string, receivedAt: number, deviceNow = Date.now()): number {
  return Date.parse(serverTime) + Math.max(0, deviceNow - receivedAt);
}
