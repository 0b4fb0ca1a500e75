import { getRechargeChannels, getRechargeChannels1, type DepositChannel, type PayeeAccount } from '@contracts/deposit/channels';
import { submit, type DepositForm, type DepositOrder } from '@contracts/deposit/submit';
import { getTradeList, TradeType } from '@contracts/records/trades';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { invalidateMoney } from '@web/lib/money-keys';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { walletKeys } from './keys';

export const channelGroupsQuery = () =>
  queryOptions({
    queryKey: walletKeys.channelGroups(),
    queryFn: ({ signal }) => request(getRechargeChannels, {}, { signal }),
    staleTime: staleTimes.short,
  });

export const channelsQuery = (type: number) =>
  queryOptions({
    queryKey: walletKeys.channels(type),
    queryFn: ({ signal }) => request(getRechargeChannels1, { type }, { signal }),
    staleTime: staleTimes.short,
  });

/**
 * What the payment page shows: the order as recharge/submit answered it, plus the receiving account
 * of FPS / cash channels (the order itself does not repeat it). There is no "read one deposit order"
 * call in spec §7, so the page keeps this in sessionStorage: a reload of the page still shows it.
 */
export interface DepositReceipt {
  order: DepositOrder;
  payee: z.infer<typeof PayeeAccount> | null;
  instructions: string;
}

const storageKey = (orderNo: string) => `deposit-order:${orderNo}`;

export function saveDepositReceipt(receipt: DepositReceipt) {
  try {
    sessionStorage.setItem(storageKey(receipt.order.orderNo), JSON.stringify(receipt));
  } catch {
    // storage full or disabled: the page still has the query cache for this visit
  }
}

export function loadDepositReceipt(orderNo: string): DepositReceipt | null {
  try {
    const text = sessionStorage.getItem(storageKey(orderNo));
    return text ? (JSON.parse(text) as DepositReceipt) : null;
  } catch {
    return null;
  }
}

export function useSubmitDeposit(channel: DepositChannel | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DepositForm) => request(submit, input, { toast: false }),
    onSuccess: (order) => {
      const receipt: DepositReceipt = {
        order,
        payee: channel && 'payee' in channel ? channel.payee : null,
        instructions: channel?.instructions ?? '',
      };
      saveDepositReceipt(receipt);
      queryClient.setQueryData(walletKeys.depositOrder(order.orderNo), receipt);
    },
  });
}

/** The statuses the payment page tells apart; transaction records say "completed" for an approved deposit. */
export type DepositProgress = 'pending' | 'approved' | 'rejected';

/**
 * The order's current status, from the transaction records (record/getTradeList, type deposit): the
 * only spec §7 call that reports a deposit after it was placed. Polled while pending; when the call is
 * not available, the last known status stays and the player can refresh by hand.
 */
export const depositProgressQuery = (orderNo: string, initial: DepositProgress) =>
  queryOptions({
    queryKey: [...walletKeys.depositOrder(orderNo), 'progress'] as const,
    queryFn: async ({ signal }): Promise<DepositProgress> => {
      const page = await request(getTradeList, { type: TradeType.enum.deposit, page: 1, pageSize: 50 }, { signal, toast: false });
      const record = page.list.find((r) => r.orderNo === orderNo);
      if (!record) return initial;
      if (record.status === 1) return 'approved';
      if (record.status === 2 || record.status === 3) return 'rejected';
      return 'pending';
    },
    staleTime: staleTimes.live,
    retry: false,
    refetchInterval: (query) => (query.state.status === 'error' || query.state.data !== 'pending' ? false : 5_000),
  });

export function useInvalidateMoney() {
  const queryClient = useQueryClient();
  return () => invalidateMoney(queryClient);
}
