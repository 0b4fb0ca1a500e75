import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { accountKeys } from './keys';

/** The built-in avatars a player can pick (common/getDefaultAvatar). */
export const defaultAvatarsQuery = () =>
  queryOptions({
    queryKey: accountKeys.avatars(),
    queryFn: ({ signal }) => request(wire.account.getDefaultAvatar, {}, { signal }),
    staleTime: staleTimes.long,
  });
