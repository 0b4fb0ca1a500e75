import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import type { Lang } from '@contracts/core/lang';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { recordLabelKeys } from './keys';

/** record/getTradeTypeList: the transaction types with the server's labels, for the type tabs. */
export const tradeTypesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: recordLabelKeys.tradeTypes(lang),
    queryFn: ({ signal }) => request(wire.records.getTradeTypeList, {}, { signal }),
    staleTime: staleTimes.long,
  });
