import type { FeedbackStatus } from '@contracts/feedback/feedback';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { nextPageOf } from '../paging';
import type { Viewer } from '../viewer';
import { feedbackKeys } from './keys';

export const FEEDBACK_PAGE_SIZE = 20;

/** My feedback (feedback/list), newest first, page by page; one status or both. */
export const feedbackListQuery = (viewer: Viewer, status: FeedbackStatus | undefined) =>
  infiniteQueryOptions({
    queryKey: feedbackKeys.list(viewer, status),
    queryFn: ({ signal, pageParam }) =>
      request(
        wire.feedback.list,
        { page: pageParam, pageSize: FEEDBACK_PAGE_SIZE, ...(status === undefined ? {} : { status }) },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    // A reply can arrive at any time.
    staleTime: staleTimes.live,
  });
