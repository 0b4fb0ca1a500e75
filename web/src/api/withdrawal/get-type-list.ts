import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { withdrawalKeys } from './keys';

/** The player's bound payees (bank cards, USDT accounts, wallets). */
export const payeesQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: withdrawalKeys.payees(viewer),
    queryFn: ({ signal }) => request(wire.withdrawal.getTypeList, {}, { signal }),
    staleTime: staleTimes.live,
  });
