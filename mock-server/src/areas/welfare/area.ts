import { defineArea, type Registers } from '../../core/area';
import { AwardRow, SignInRow } from './schemas';
import { awardRecords } from './award-routes';
import { welfare } from './welfare-routes';

const collections = { awards: AwardRow, signIns: SignInRow };

/**
 * Rewards: the awards store every reward goes through (VIP privileges, sign-in, welfare
 * tasks), which also answers redemption/getAwardList (records group); the daily sign-in (common/signin, account
 * group) and the welfare tasks (welfare/*).
 */
export const welfareArea = defineArea({ collections, routes: { welfare, records: awardRecords } });

// Types world.db (and world.counters, world.config) without the core importing this area (core/store.ts).
declare module '../../core/store' {
  interface AreaCollections extends Registers<typeof collections> {}
}
