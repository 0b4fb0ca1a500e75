import { defineArea } from '../../core/area';
import { seedDemoPayees } from './demo-payees';
import { settleDueWithdrawals } from './orders';
import { withdrawal as withdrawalControl } from './control';
import { withdrawal } from './routes';
import { PayeeRecord, WithdrawalOrderRecord } from './schemas';

/** Payees, the withdrawal password and withdrawal orders (pending → paid or rejected with a refund). */
export const withdrawalArea = defineArea({
  collections: { withdrawalOrders: WithdrawalOrderRecord, payees: PayeeRecord },
  seed: seedDemoPayees,
  routes: { withdrawal },
  control: { withdrawal: withdrawalControl },
  jobs: { dueWithdrawals: settleDueWithdrawals },
});
