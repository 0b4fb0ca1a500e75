import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import type { Lang } from '@contracts/core/lang';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { recordLabelKeys } from './keys';

/** record/getMoneyLogType: every ledger entry type with the server's label, for the money log's filter. */
export const moneyLogTypesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: recordLabelKeys.moneyLogTypes(lang),
    queryFn: ({ signal }) => request(wire.records.getMoneyLogType, {}, { signal }),
    staleTime: staleTimes.long,
  });
