import { infiniteQueryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { nextPageOf } from '../paging';
import type { Viewer } from '../viewer';
import { helpKeys } from './keys';

export const MESSAGE_PAGE_SIZE = 20;

/** 1 platform notices, 2 personal messages; undefined: both. */
export type MessageKindFilter = 1 | 2 | undefined;

/** The player's notices and personal messages, newest first, page by page (Message/getAllMessageList). */
export const messageListQuery = (viewer: Viewer, kind: MessageKindFilter) =>
  infiniteQueryOptions({
    queryKey: helpKeys.messageList(viewer, kind),
    queryFn: ({ signal, pageParam }) =>
      request(wire.help.getAllMessageList, { page: pageParam, pageSize: MESSAGE_PAGE_SIZE, ...(kind ? { kind } : {}) }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: staleTimes.live,
  });
