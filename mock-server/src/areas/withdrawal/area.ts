import { defineArea, type Registers } from '../../core/area';
import { seedDemoPayees } from './demo-payees';
import { settleDueWithdrawals } from './orders';
import { withdrawal as withdrawalControl } from './control';
import { withdrawal } from './routes';
import { PayeeRecord, WithdrawalOrderRecord } from './schemas';

const collections = { withdrawalOrders: WithdrawalOrderRecord, payees: PayeeRecord };
const counters = { nextPayeeId: 1 };

/** Payees, the withdrawal password and withdrawal orders (pending → paid or rejected with a refund). */
export const withdrawalArea = defineArea({
  collections,
  counters,
  seed: seedDemoPayees,
  routes: { withdrawal },
  control: { withdrawal: withdrawalControl },
  jobs: { dueWithdrawals: settleDueWithdrawals },
});

// Types world.db (and world.counters, world.config) without the core importing this area (core/store.ts).
declare module '../../core/store' {
  interface AreaCollections extends Registers<typeof collections> {}
}
declare module '../../core/schemas' {
  interface AreaCounters extends Registers<typeof counters> {}
}
