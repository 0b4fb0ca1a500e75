import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { feedbackKeys } from './keys';

/** While no reply has come, the detail asks again this often (only while the page is shown). */
const AWAITING_REPLY_POLL_MS = 15_000;

/** One feedback entry with customer service's reply (feedback/detail). */
export const feedbackDetailQuery = (viewer: Viewer, id: number) =>
  queryOptions({
    queryKey: feedbackKeys.detail(viewer, id),
    queryFn: ({ signal }) => request(wire.feedback.detail, { id }, { signal }),
    staleTime: staleTimes.live,
    refetchInterval: (query) => (query.state.data?.reply === null ? AWAITING_REPLY_POLL_MS : false),
  });
