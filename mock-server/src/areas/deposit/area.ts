import { defineArea, type Registers } from '../../core/area';
import { writeHelpArticle } from '../help';
import { depositGuide } from './help-guide';
import { settleDueDeposits } from './orders';
import { deposit as depositControl } from './control';
import { deposit } from './routes';
import { DepositOrderRecord } from './schemas';

// The help centre's "How do I make a deposit?" is written from this area's channels.
writeHelpArticle(101, depositGuide);

const collections = { depositOrders: DepositOrderRecord };

/** Deposit channels and orders (pending → approved or rejected by the clock or the control API). */
export const depositArea = defineArea({
  collections,
  routes: { deposit },
  control: { deposit: depositControl },
  jobs: { dueDeposits: settleDueDeposits },
});

// Types world.db (and world.counters, world.config) without the core importing this area (core/store.ts).
declare module '../../core/store' {
  interface AreaCollections extends Registers<typeof collections> {}
}
