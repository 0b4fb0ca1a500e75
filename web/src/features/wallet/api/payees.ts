import type { BankCardForm, CryptoAccountForm, WalletAccountForm } from '@contracts/rules/money-forms';
import { addBank, addCrypt, addWallet, delAddress, getBank, getCryptList, getTypeList, type PayeeType } from '@contracts/withdrawal/payees';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { walletKeys } from './keys';

export const payeesQuery = () =>
  queryOptions({
    queryKey: walletKeys.payees(),
    queryFn: ({ signal }) => request(getTypeList, {}, { signal }),
    staleTime: staleTimes.live,
  });

export const banksQuery = () =>
  queryOptions({
    queryKey: walletKeys.banks(),
    queryFn: ({ signal }) => request(getBank, {}, { signal }),
    staleTime: staleTimes.long,
  });

export const currenciesQuery = () =>
  queryOptions({
    queryKey: walletKeys.currencies(),
    queryFn: ({ signal }) => request(getCryptList, {}, { signal }),
    staleTime: staleTimes.long,
  });

/** Binding or unbinding changes the payee list and the withdrawal page's payees. */
function usePayeeMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: walletKeys.payees() }),
        queryClient.invalidateQueries({ queryKey: walletKeys.withdrawOverview() }),
      ]);
    },
  });
}

export const useAddBankCard = () => usePayeeMutation((input: BankCardForm) => request(addBank, input, { toast: false }));
export const useAddCrypto = () => usePayeeMutation((input: CryptoAccountForm) => request(addCrypt, input, { toast: false }));
export const useAddWallet = () => usePayeeMutation((input: WalletAccountForm) => request(addWallet, input, { toast: false }));
export const useUnbindPayee = () => usePayeeMutation((input: { id: number; type: PayeeType }) => request(delAddress, input));
