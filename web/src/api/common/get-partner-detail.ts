import type { Lang } from '@contracts/core/lang';
import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { commonKeys } from './keys';

/** One sponsorship partner with its story and gallery (other/getPartnerDetail); an unknown id is shown by the page. */
export const partnerQuery = (lang: Lang, id: number) =>
  queryOptions({
    queryKey: commonKeys.partner(lang, id),
    queryFn: ({ signal }) => request(wire.common.getPartnerDetail, { id }, { signal, toast: false }),
    staleTime: staleTimes.long,
  });
