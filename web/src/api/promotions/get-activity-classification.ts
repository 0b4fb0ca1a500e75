import type { Lang } from '@contracts/core/lang';
import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { promotionKeys } from './keys';

/** The promotion tabs, All first, named in the viewer's language (activity/getActivityClassification). */
export const promotionClassesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: promotionKeys.classes(lang),
    queryFn: ({ signal }) => request(wire.promotions.getActivityClassification, {}, { signal }),
    staleTime: staleTimes.long,
  });
