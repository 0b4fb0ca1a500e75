import { getVip, getVipRes } from './vip';

export const vip = { getVip, getVipRes };
