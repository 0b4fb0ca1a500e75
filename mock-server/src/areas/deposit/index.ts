import { defineArea } from '../../core/area';
import { settleDueDeposits } from './orders';
import { deposit as depositControl } from './control';
import { deposit } from './routes';
import { DepositOrderRecord } from './schemas';

/** Deposit channels and orders (pending → approved or rejected by the clock or the control API). */
export const depositArea = defineArea({
  collections: { depositOrders: DepositOrderRecord },
  routes: { deposit },
  control: { deposit: depositControl },
  jobs: { dueDeposits: settleDueDeposits },
});
