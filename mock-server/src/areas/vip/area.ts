import { defineArea } from '../../core/area';
import { registerVipBadges } from './badge';
import { vip as vipControl } from './control';
import { vip } from './routes';

/**
 * VIP: levels from lifetime deposits and turnover, privileges claimed once per period through
 * the rewards area's awards store (which keeps the claims), level badges, a control call to set a level.
 */
export const vipArea = defineArea({ collections: {}, routes: { vip }, control: { vip: vipControl }, http: registerVipBadges });
