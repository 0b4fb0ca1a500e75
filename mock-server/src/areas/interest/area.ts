import { defineArea, type Registers } from '../../core/area';
import { accrueDueMidnights, seedInterestClock } from './accrual';
import { interest } from './routes';
import { InterestAccountRecord, InterestClockRecord, InterestLotRecord, InterestRecordRow } from './schemas';

const collections = {
  interestLots: InterestLotRecord,
  interestAccounts: InterestAccountRecord,
  interestRecords: InterestRecordRow,
  interestClock: InterestClockRecord,
};

/** The interest-bearing balance: lots of principal, accrual at each platform midnight by the clock, records. */
export const interestArea = defineArea({
  collections,
  seed: seedInterestClock,
  routes: { interest },
  jobs: { interestMidnights: accrueDueMidnights },
});

// Types world.db (and world.counters, world.config) without the core importing this area (core/store.ts).
declare module '../../core/store' {
  interface AreaCollections extends Registers<typeof collections> {}
}
