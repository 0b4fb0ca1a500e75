import type { World } from '../core/store';
import { isDomainError, type DomainError } from '../core/errors';
import { playerNamed } from './context';

/** The order statuses the control API names, as the lifecycle's numbers (pending 0, decided 1 / 2). */
const STATUS = { pending: 0, approved: 1, paid: 1, rejected: 2 } as const;

/** Deposit or withdrawal orders for the control API: one status (or all), one player (or all), newest first. */
export function listOrders<R extends { uid: number; status: number; createdAt: number }>(
  world: World,
  all: R[],
  query: { status: keyof typeof STATUS | 'all'; username?: string },
): R[] | DomainError {
  const player = query.username === undefined ? null : playerNamed(world, query.username);
  if (isDomainError(player)) return player;
  const status = query.status === 'all' ? null : STATUS[query.status];
  return all.filter((o) => (status === null || o.status === status) && (player === null || o.uid === player.uid)).sort((a, b) => b.createdAt - a.createdAt);
}
