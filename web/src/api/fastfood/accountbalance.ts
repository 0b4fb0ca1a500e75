import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { fastfoodKeys } from './keys';

/** What the player can stake (the central wallet: the game plays from it) and what is already on this round. */
export const fastfoodBalanceQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: fastfoodKeys.balance(viewer),
    queryFn: ({ signal }) => request(wire.fastfood.accountbalance, {}, { signal }),
    staleTime: staleTimes.live,
  });
