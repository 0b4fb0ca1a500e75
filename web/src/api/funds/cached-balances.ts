import { fromFen, toFen } from '@contracts/core/money';
import type { WalletList } from '@contracts/funds/wallets';
import type { QueryClient } from '@tanstack/react-query';
import { fundsKeys } from './keys';

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
