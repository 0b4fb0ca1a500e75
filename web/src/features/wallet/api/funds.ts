import { fromFen, toFen } from '@contracts/core/money';
import { getWalletList, oneClickRecycle, transfer, type WalletList } from '@contracts/funds/wallets';
import type { TransferForm } from '@contracts/rules/money-forms';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateMoney } from '@web/lib/money-keys';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { walletKeys } from './keys';

export const walletListQuery = () =>
  queryOptions({
    queryKey: walletKeys.wallets(),
    queryFn: ({ signal }) => request(getWalletList, {}, { signal }),
    staleTime: staleTimes.live,
  });

/** The list with some balances replaced, and the total kept equal to the sum (no floats: fen). */
export function withBalances(list: WalletList, balances: Record<string, string>): WalletList {
  const wallets = list.wallets.map((w) => (balances[w.code] === undefined ? w : { ...w, balance: balances[w.code]! }));
  const fen = wallets.reduce((sum, w) => sum + toFen(w.balance), 0);
  return { wallets, total: fromFen(fen) };
}

/**
 * A transfer answers both balances after it: they go into the cache at once (no flash of the old
 * numbers), then every money query refetches so other screens agree.
 */
export function useTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TransferForm) => request(transfer, input, { toast: false }),
    onSuccess: async (result) => {
      queryClient.setQueryData(walletKeys.wallets(), (old: WalletList | undefined) =>
        old ? withBalances(old, { [result.from.code]: result.from.balance, [result.to.code]: result.to.balance }) : old,
      );
      await invalidateMoney(queryClient);
    },
  });
}

export function useRecycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(oneClickRecycle, {}, { toast: false }),
    onSuccess: async (result) => {
      queryClient.setQueryData(walletKeys.wallets(), (old: WalletList | undefined) => {
        if (!old) return old;
        const moved = Object.fromEntries(result.moved.map((v) => [v.code, '0.00']));
        return withBalances(old, { ...moved, central: result.centralBalance });
      });
      await invalidateMoney(queryClient);
    },
  });
}
