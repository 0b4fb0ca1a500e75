import { focusManager, useQuery, useQueryClient, type QueryCache, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { moneyKeyRoot } from '@web/lib/money-keys';
import { useSession } from '@web/lib/use-session';
import { pendingTradesQuery } from './records/get-pending-trades';
import { recordsKeys } from './records/keys';

/** How often the money on screen is asked again while a deposit or withdrawal is being decided. */
export const PENDING_POLL_MS = 5_000;

/** Whether the page shows anything under the money root (a balance, a record list, an order), the probe aside. */
function moneyShown(cache: QueryCache): boolean {
  const probes = new Set(cache.findAll({ queryKey: recordsKeys.pendingTradesAll() }));
  return cache.findAll({ queryKey: moneyKeyRoot, type: 'active' }).some((query) => !probes.has(query));
}

/** Every money query on screen (the probe among them) asked again; a fetch already under way is left to finish. */
export function refetchShownMoney(queryClient: QueryClient): Promise<void> {
  return queryClient.refetchQueries({ queryKey: moneyKeyRoot, type: 'active' }, { cancelRefetch: false });
}

/**
 * The one way money on screen stays true while an order is being decided (an approval by the clock or an
 * operator, on the server, tells the app nothing): while a page shows money, one small query (record/getTradeList,
 * status pending, one row) says whether any deposit or withdrawal is pending; while one is, every money query on
 * screen (record lists, the money log, the balance, the withdrawal and pay pages, the probe itself) is asked
 * again every PENDING_POLL_MS while the page is visible, so a record turns from Processing to Completed and the
 * balance follows without a reload. Nothing polls when nothing is pending; coming back to the page (window focus,
 * visibility) asks again once either way. A failed answer stops the poll (the page's retry or a pull starts again).
 * Mounted once, in the app shell (MoneyWatch, below).
 */
export function usePendingMoneyWatch(): void {
  const viewer = useSession();
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const shown = useSyncExternalStore(
    subscribe,
    () => moneyShown(cache),
    () => false,
  );
  const probe = useQuery({ ...pendingTradesQuery(viewer), enabled: viewer.token !== '' && shown });
  const pending = shown && probe.status === 'success' && probe.data;

  useEffect(() => {
    if (!shown) return undefined;
    const stopFocus = focusManager.subscribe((focused) => {
      if (focused) void refetchShownMoney(queryClient);
    });
    const poll = () => {
      if (focusManager.isFocused()) void refetchShownMoney(queryClient);
    };
    const timer = pending ? window.setInterval(poll, PENDING_POLL_MS) : undefined;
    return () => {
      stopFocus();
      if (timer !== undefined) window.clearInterval(timer);
    };
  }, [shown, pending, queryClient]);
}

/** The watch as a component, for the app shell to mount once a player is logged in (app/pending-money-watch.tsx). */
export function MoneyWatch(): null {
  usePendingMoneyWatch();
  return null;
}
