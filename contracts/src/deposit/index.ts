import { getRechargeChannels, getRechargeChannels1 } from './channels';
import { submit } from './submit';

export const deposit = { getRechargeChannels, getRechargeChannels1, submit };
