import type { Lang } from '@contracts/core/lang';
import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { helpKeys } from './keys';

/** The help centre's categories with their article titles (help/getList), open to visitors. */
export const helpListQuery = (lang: Lang) =>
  queryOptions({
    queryKey: helpKeys.helpList(lang),
    queryFn: ({ signal }) => request(wire.help.getList, {}, { signal }),
    staleTime: staleTimes.long,
  });
