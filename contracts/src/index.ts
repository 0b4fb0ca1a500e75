/**
 * The one contract both sides use: every `/api/` call of spec §7, grouped by domain.
 * The mock server's handler map and the web's request client are typed from this object.
 */
import { account } from './account';
import { chat } from './chat';
import { common } from './common';
import { deposit } from './deposit';
import { fastfood } from './fastfood';
import { feedback } from './feedback';
import { frontpage } from './frontpage';
import { games } from './games';
import { help } from './help';
import { interest } from './interest';
import { lottery } from './lottery';
import { promotions } from './promotions';
import { protection } from './protection';
import { records } from './records';
import { vip } from './vip';
import { welfare } from './welfare';
import { withdrawal } from './withdrawal';
import { funds } from './funds';

export const api = {
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
  welfare,
  interest,
  help,
  chat,
  protection,
};
export type Api = typeof api;

export * from './core/endpoint';
export * from './core/envelope';
export * from './core/format';
export * from './core/lang';
export * from './core/list';
export * from './core/money';
export * from './core/time';
export * from './core/wire';
export * from './messages';
export * from './core/handlers';
