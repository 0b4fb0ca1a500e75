import { queryOptions } from '@tanstack/react-query';
import { demoControl } from './control-client';

/**
 * What the drawer reads from the control API. Stale at once: the drawer is opened to see the mock as it is now,
 * and `invalidateQueries()` after each action refetches these with everything else on screen.
 */
const root = ['demo'] as const;

export const demoClockQuery = queryOptions({
  queryKey: [...root, 'clock'],
  queryFn: () => demoControl.world.clock(),
  staleTime: 0,
});

export const demoDepositsQuery = queryOptions({
  queryKey: [...root, 'deposits'],
  queryFn: async () => (await demoControl.deposit.deposits({ status: 'pending' })).orders,
  staleTime: 0,
});

export const demoWithdrawalsQuery = queryOptions({
  queryKey: [...root, 'withdrawals'],
  queryFn: async () => (await demoControl.withdrawal.withdrawals({ status: 'pending' })).orders,
  staleTime: 0,
});

export const demoHandoversQuery = queryOptions({
  queryKey: [...root, 'handovers'],
  queryFn: async () => (await demoControl.chat.handovers({ status: 'waiting' })).handovers,
  staleTime: 0,
});

/** The named starting points (mock-server/src/scenarios): the same in every world, so read once. */
export const demoScenariosQuery = queryOptions({
  queryKey: [...root, 'scenarios'],
  queryFn: async () => (await demoControl.worlds.scenarios()).scenarios,
  staleTime: Infinity,
});
