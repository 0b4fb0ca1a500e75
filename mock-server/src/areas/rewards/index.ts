import { defineArea } from '../../core/area';
import { AwardRow, SignInRow } from './schemas';
import { welfare } from './welfare-routes';

/**
 * Rewards: the awards store every reward goes through (VIP privileges, sign-in, welfare
 * tasks), read by redemption/getAwardList (records group); the daily sign-in (common/signin, account
 * group) and the welfare tasks (welfare/*).
 */
export const rewardsArea = defineArea({ collections: { awards: AwardRow, signIns: SignInRow }, routes: { welfare } });
