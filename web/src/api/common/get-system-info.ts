import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { noteServerTime } from '@web/lib/server-clock';
import { commonKeys } from './keys';

/**
 * The server's clock (common/getSystemInfo): its answer teaches lib/server-clock the offset, so date
 * presets follow `serverNow()`, not the device's date.
 */
export const systemInfoQuery = () =>
  queryOptions({
    queryKey: commonKeys.systemInfo(),
    queryFn: async ({ signal }) => {
      const sentAt = Date.now();
      const info = await request(wire.common.getSystemInfo, {}, { signal });
      noteServerTime(info.serverTime, sentAt);
      return info;
    },
    staleTime: staleTimes.short,
  });
