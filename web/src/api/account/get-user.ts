import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { accountKeys } from './keys';

/** The My page header card: name, avatar, VIP level and the central balance. */
export const userSummaryQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: accountKeys.user(viewer),
    queryFn: ({ signal }) => request(wire.account.getUser, {}, { signal }),
    staleTime: staleTimes.live, // the balance is in it, and money moves elsewhere
  });
