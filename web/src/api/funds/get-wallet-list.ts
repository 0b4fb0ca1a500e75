import { CENTRAL_WALLET } from '@contracts/funds/wallet-codes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryLike } from '@web/components/query-state';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { useSession } from '@web/lib/use-session';
import type { Viewer } from '../viewer';
import { fundsKeys } from './keys';

/** The player's wallets (central + one per venue): the transfer page, the balance bar and the game page. */
export const walletListQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: fundsKeys.walletList(viewer),
    queryFn: ({ signal }) => request(wire.funds.getWalletList, {}, { signal }),
    staleTime: staleTimes.live,
  });

/**
 * The central wallet's balance, as every figure of it shows it (the home card, the money pages' bar, the lottery
 * room): pending while the wallets load and again while they are fetched anew (a refresh, a draw's payout), so an old
 * figure is never read as the new one; failed only when there is no figure to show. `refreshing` is for the
 * refresh button. Beside the query, not a module of its own: the home's first screen loads this one already.
 */
export function useCentralBalance(): { balance: QueryLike<string>; refreshing: boolean } {
  const wallets = useQuery(walletListQuery(useSession()));
  const central = wallets.data?.wallets.find((w) => w.code === CENTRAL_WALLET)?.balance;
  const refreshing = wallets.isFetching;
  const failed = central === undefined && !refreshing;
  return {
    balance: {
      data: refreshing ? undefined : central,
      isPending: refreshing || central === undefined,
      error: failed ? wallets.error : null,
      refetch: wallets.refetch,
    },
    refreshing,
  };
}
