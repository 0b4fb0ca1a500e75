import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { fundsKeys } from './keys';

/** The player's wallets (central + one per venue): the transfer page, the balance bar and the game page. */
export const walletListQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: fundsKeys.walletList(viewer),
    queryFn: ({ signal }) => request(wire.funds.getWalletList, {}, { signal }),
    staleTime: staleTimes.live,
  });
