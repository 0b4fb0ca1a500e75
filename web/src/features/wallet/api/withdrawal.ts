import { setSecondaryPassword } from '@contracts/account/session';
import type { InputOf } from '@contracts/core/endpoint';
import type { WithdrawalForm } from '@contracts/rules/money-forms';
import { getUserWithdrawList, getWithdrawList, submit } from '@contracts/withdrawal/withdraw';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateMoney } from '@web/lib/money-keys';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { walletKeys } from './keys';

export const withdrawOverviewQuery = () =>
  queryOptions({
    queryKey: walletKeys.withdrawOverview(),
    queryFn: ({ signal }) => request(getWithdrawList, {}, { signal }),
    staleTime: staleTimes.live,
  });

/** The latest withdrawal orders, so the player sees one go from processing to paid or rejected. */
export const recentWithdrawalsQuery = () =>
  queryOptions({
    queryKey: walletKeys.withdrawOrders(),
    queryFn: ({ signal }) => request(getUserWithdrawList, { page: 1, pageSize: 5 }, { signal }),
    staleTime: staleTimes.live,
  });

export function useSubmitWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WithdrawalForm) => request(submit, input, { toast: false }),
    onSuccess: () => invalidateMoney(queryClient),
  });
}

export function useSetSecondaryPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof setSecondaryPassword>) => request(setSecondaryPassword, input, { toast: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.withdrawOverview() }),
  });
}
