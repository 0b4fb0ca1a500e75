import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';
import { accountKeys } from '../account/keys';
import type { Viewer } from '../viewer';
import { helpKeys } from './keys';

/**
 * One message (Message/getMessageInfo). Reading it marks it read on the server, so once it has arrived
 * the list's dots and the unread badge (common/getUser) are refetched.
 */
export const messageQuery = (viewer: Viewer, id: number, queryClient: QueryClient) =>
  queryOptions({
    queryKey: helpKeys.message(viewer, id),
    queryFn: async ({ signal }) => {
      const message = await request(wire.help.getMessageInfo, { id }, { signal });
      void queryClient.invalidateQueries({ queryKey: helpKeys.messageLists(viewer) });
      void queryClient.invalidateQueries({ queryKey: accountKeys.user(viewer) });
      return message;
    },
  });
