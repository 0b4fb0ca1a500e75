import { defineArea } from '../../core/area';
import { accrueDueMidnights, seedInterestClock } from './accrual';
import { interest } from './routes';
import { InterestAccountRecord, InterestClockRecord, InterestLotRecord, InterestRecordRow } from './schemas';

/** The interest-bearing balance: lots of principal, accrual at each platform midnight by the clock, records. */
export const interestArea = defineArea({
  collections: { interestLots: InterestLotRecord, interestAccounts: InterestAccountRecord, interestRecords: InterestRecordRow, interestClock: InterestClockRecord },
  seed: seedInterestClock,
  routes: { interest },
  jobs: { interestMidnights: accrueDueMidnights },
});
