import type { World } from '../core/store';
import type { Case, Lifecycle } from '../core/lifecycle';
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
  return all
    .filter((o) => (status === null || o.status === status) && (player === null || o.uid === player.uid))
    .sort((a, b) => b.createdAt - a.createdAt);
}

/**
 * An operator's decision on one order, as a control handler: decided through the order's lifecycle
 * (404 unknown, 409 already decided) and answered as `{ order }` in the area's own view.
 */
export function decideOrder<R extends Case, D extends string, V>(
  lifecycle: Lifecycle<R, D>,
  decision: D,
  view: (world: World, order: R) => V,
) {
  return async (input: { orderNo: string }, ctx: { world: World; now: number }): Promise<{ order: V } | DomainError> => {
    const order = await lifecycle.decide(ctx.world, ctx.now, input.orderNo, decision);
    return isDomainError(order) ? order : { order: view(ctx.world, order) };
  };
}

/** The control handler listing one kind of order (see listOrders), each in the area's own view. */
export function listOrdersWith<R extends { uid: number; status: number; createdAt: number }, V>(
  all: (world: World) => R[],
  view: (world: World, order: R) => V,
) {
  return (input: Parameters<typeof listOrders>[2], ctx: { world: World }): { orders: V[] } | DomainError => {
    const orders = listOrders(ctx.world, all(ctx.world), input);
    return isDomainError(orders) ? orders : { orders: orders.map((o) => view(ctx.world, o)) };
  };
}
