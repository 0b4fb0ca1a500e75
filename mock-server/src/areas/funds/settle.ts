import type { World } from '../../core/store';
import { settleDueDeposits } from '../deposit/orders';
import { settleDueWithdrawals } from '../withdrawal/orders';

/** The wallet area's clock job: decides the orders whose time has come (registered as a sweeper). */
export async function settleDueOrders(world: World, nowMs: number): Promise<void> {
  await settleDueDeposits(world, nowMs);
  await settleDueWithdrawals(world, nowMs);
}
