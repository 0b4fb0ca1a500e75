import type { Api } from '@contracts';
import type { Handlers } from '../core/context';
import { account } from './account';
import { common } from './common';
import { deposit } from './deposit';
import { fastfood } from './fastfood';
import { feedback } from './feedback';
import { frontpage } from './frontpage';
import { funds } from './funds';
import { games } from './games';
import { help } from './help';
import { interest } from './interest';
import { lottery } from './lottery';
import { promotions } from './promotions';
import { records } from './records';
import { vip } from './vip';
import { withdrawal } from './withdrawal';

/** Typed from the contract: an endpoint without a handler here is a compile error. */
export const handlers: Handlers<Api> = {
  account,
  common,
  frontpage,
  promotions,
  feedback,
  records,
  funds,
  deposit,
  withdrawal,
  games,
  lottery,
  fastfood,
  vip,
  interest,
  help,
};
