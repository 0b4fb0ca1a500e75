import type { FeedbackType } from '@contracts/rules/feedback';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { feedbackKeys } from './keys';

/**
 * The player's orders of the past 7 days that fit a question type (feedback/getOrder), newest first: the
 * form's order picker. Nothing is asked before a type is chosen.
 */
export const feedbackOrdersQuery = (viewer: Viewer, type: FeedbackType | undefined) =>
  queryOptions({
    queryKey: feedbackKeys.orders(viewer, type),
    queryFn: type === undefined ? skipToken : ({ signal }) => request(wire.feedback.getOrder, { type }, { signal }),
    // Money moves add orders and the clock ages them out: asked again whenever the picker is shown.
    staleTime: staleTimes.live,
  });
