import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { lotteryKeys } from './keys';

/** The hall's catalogue: lotteries grouped by type, with the type's name in the request language. */
export const lotteryCatalogueQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: lotteryKeys.catalogue(viewer.lang),
    queryFn: ({ signal }) => request(wire.lottery.caipiaoGetList, {}, { signal }),
    staleTime: staleTimes.long,
  });
