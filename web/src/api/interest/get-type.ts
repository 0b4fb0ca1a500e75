import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import type { Lang } from '@contracts/core/lang';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { interestKeys } from './keys';

/** interest/getType: the products (flexible and fixed terms) with rate and minimum. */
export const interestTypesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: interestKeys.types(lang),
    queryFn: ({ signal }) => request(wire.interest.getType, {}, { signal }),
    staleTime: staleTimes.long,
  });
