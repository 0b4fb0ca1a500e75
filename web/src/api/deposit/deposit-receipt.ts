import type { DepositOrder } from '@contracts/deposit/submit';
import type { PayeeAccount } from '@contracts/deposit/channels';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Viewer } from '../viewer';
import { depositKeys } from './keys';

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

/** The order the submit answered: from the cache, else this session's storage (a reload). */
export const depositReceiptQuery = (viewer: Viewer, orderNo: string) =>
  queryOptions({
    queryKey: depositKeys.order(viewer, orderNo),
    queryFn: () => loadDepositReceipt(orderNo),
    staleTime: Infinity,
    enabled: orderNo !== '',
  });
