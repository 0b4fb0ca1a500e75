import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { accountKeys } from './keys';

/** The player's full profile (user/userInfo): the personal data page. */
export const userInfoQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: accountKeys.info(viewer),
    queryFn: ({ signal }) => request(wire.account.userInfo, {}, { signal }),
    staleTime: staleTimes.short,
  });
