/**
 * The control API (`/__mock/`): scenario control for QA, demos and e2e, described like `/api/` so the
 * server binds it through the same binder and the tests call it through one typed client.
 */
import { account } from './account';
import { chat } from './chat';
import { feedback } from './feedback';
import { games } from './games';
import { lottery } from './lottery';
import { partner } from './partner';
import { protection } from './protection';
import { vip } from './vip';
import { deposit, funds, withdrawal } from './wallet';
import { world } from './world';
import { worlds } from './worlds';

export const control = { world, worlds, account, funds, deposit, withdrawal, games, lottery, vip, partner, chat, feedback, protection };
export type Control = typeof control;
export { pathParams } from './endpoint';
