import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { fastfoodKeys } from './keys';

/** The payout table (the one source of rates), read again when the page comes back to it. */
export const fastfoodRateQuery = () =>
  queryOptions({
    queryKey: fastfoodKeys.rate(),
    queryFn: ({ signal }) => request(wire.fastfood.rate, {}, { signal }),
    staleTime: staleTimes.short,
  });
