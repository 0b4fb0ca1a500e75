import { fromFen, toFen } from '@contracts/core/money';
import type { WalletList } from '@contracts/funds/wallets';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
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

/** The list with some balances replaced, and the total kept equal to the sum (no floats: fen). */
export function withBalances(list: WalletList, balances: Record<string, string>): WalletList {
  const wallets = list.wallets.map((w) => (balances[w.code] === undefined ? w : { ...w, balance: balances[w.code]! }));
  const fen = wallets.reduce((sum, w) => sum + toFen(w.balance), 0);
  return { wallets, total: fromFen(fen) };
}

/** Puts balances a money write answered into every cached wallet list at once (no flash of old numbers). */
export function setCachedBalances(queryClient: QueryClient, balances: Record<string, string>) {
  queryClient.setQueriesData<WalletList>({ queryKey: fundsKeys.wallets() }, (old) => (old ? withBalances(old, balances) : old));
}
