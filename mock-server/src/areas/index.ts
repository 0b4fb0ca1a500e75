import type { Api } from '@contracts';
import type { Handlers } from '../core/context';
import { account } from './account/routes';
import { common } from './content/common-routes';
import { deposit } from './deposit/routes';
import { fastfood } from './fastfood/routes';
import { feedback } from './feedback/routes';
import { frontpage } from './content/frontpage-routes';
import { funds } from './funds/routes';
import { games } from './games/routes';
import { help } from './help/routes';
import { interest } from './interest/routes';
import { lottery } from './lottery/routes';
import { promotions } from './promotions/routes';
import { records } from './records/routes';
import { vip } from './vip/routes';
import { withdrawal } from './withdrawal/routes';

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
