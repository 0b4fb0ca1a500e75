import type { Lang } from '@contracts/core/lang';
import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { commonKeys } from './keys';

/** The platform's licences for the about page (common/getCertificate), in the viewer's language. */
export const certificatesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: commonKeys.certificates(lang),
    queryFn: ({ signal }) => request(wire.common.getCertificate, {}, { signal }),
    staleTime: staleTimes.long,
  });
