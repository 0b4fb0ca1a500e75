import { getUser, getUserBalance } from '@contracts/account/profile';
import { logout } from '@contracts/account/session';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { moneyKeyRoot } from '@web/lib/money-keys';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { session } from '@web/lib/session';

export const accountKeys = {
  all: [...moneyKeyRoot, 'account'] as const,
  user: () => [...accountKeys.all, 'user'] as const,
  balance: () => [...accountKeys.all, 'balance'] as const,
};

/** The My page header card: name, avatar, VIP level and the central balance. */
export const userSummaryQuery = () =>
  queryOptions({
    queryKey: accountKeys.user(),
    queryFn: ({ signal }) => request(getUser, {}, { signal }),
    staleTime: staleTimes.live, // the balance is in it, and money moves elsewhere
  });

export const userBalanceQuery = () =>
  queryOptions({
    queryKey: accountKeys.balance(),
    queryFn: ({ signal }) => request(getUserBalance, {}, { signal }),
    staleTime: staleTimes.live,
  });

/** Ends the session on the server, then locally, even when the server call fails (the player asked to leave). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await request(logout, {}, { toast: false });
      } finally {
        session.clearAuth();
        queryClient.clear();
      }
    },
  });
}
