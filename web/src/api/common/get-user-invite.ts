import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { commonKeys } from './keys';

/** The player's invitation, commission and partner application (other/getUserInvite). */
export const userInviteQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: commonKeys.invite(viewer),
    queryFn: ({ signal }) => request(wire.common.getUserInvite, {}, { signal }),
    staleTime: staleTimes.short,
  });
