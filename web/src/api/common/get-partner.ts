import type { Lang } from '@contracts/core/lang';
import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { commonKeys } from './keys';

/** The sponsorship partners, current first (other/getPartner), in the viewer's language; open to visitors. */
export const partnersQuery = (lang: Lang) =>
  queryOptions({
    queryKey: commonKeys.partners(lang),
    queryFn: ({ signal }) => request(wire.common.getPartner, {}, { signal }),
    staleTime: staleTimes.long,
  });
