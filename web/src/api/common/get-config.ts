import type { Lang } from '@contracts/core/lang';
import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { commonKeys } from './keys';

/** The front-end configuration (other/getConfig): customer service's hours and contact options, in the viewer's language. */
export const appConfigQuery = (lang: Lang) =>
  queryOptions({
    queryKey: commonKeys.config(lang),
    queryFn: ({ signal }) => request(wire.common.getConfig, {}, { signal }),
    staleTime: staleTimes.long,
  });
