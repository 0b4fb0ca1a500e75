import { defineArea } from '../../core/area';
import { AwardRow } from './schemas';

/**
 * Rewards (issue 12): the awards store every reward goes through (VIP privileges, sign-in, welfare
 * tasks), read by redemption/getAwardList (records group).
 */
export const rewardsArea = defineArea({ collections: { awards: AwardRow }, routes: {} });
