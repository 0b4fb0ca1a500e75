import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { promotionKeys } from './keys';

/**
 * One promotion (activity/detail): content, terms and, for a player, where they stand on its apply action.
 * A refusal (an unknown id) is shown by the page, not as a toast.
 */
export const promotionQuery = (viewer: Viewer, id: number) =>
  queryOptions({
    queryKey: promotionKeys.detail(viewer, id),
    queryFn: ({ signal }) => request(wire.promotions.detail, { id }, { signal, toast: false }),
    staleTime: staleTimes.live,
  });
