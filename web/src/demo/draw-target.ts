import { LotteryType } from '@contracts/lottery/lottery-types';
import type { LotteryLive } from '@contracts/lottery/lottery-types';
import { routes } from '@web/app/routes';

/** A timed game as the control API's `lottery/jump` names it. */
export type DrawTarget = { lotteryId: number } | { game: 'fastfood' };

/** The typed rooms that, without `?lotteryId=`, show the first lottery of their type (lottery feature's TypedRoomPage). */
const TYPED_ROOMS: Record<string, LotteryType> = {
  [routes.gameA.path]: LotteryType.enum.dice,
  [routes.gameB.path]: LotteryType.enum.fiveDigit,
  [routes.gameNew.path]: LotteryType.enum.colour,
};

/**
 * Which game "to the next draw" means: the room on screen (the hash route, "/pages/home/gameA?lotteryId=2"), so the
 * demo shows that room's round being drawn; anywhere else the lobby's first lottery. `lotteries` is asked only when the
 * route does not name the lottery; null when there is none to draw.
 */
export async function drawTarget(hashPath: string, lotteries: () => Promise<LotteryLive[]>): Promise<DrawTarget | null> {
  const [path = '', search = ''] = hashPath.split('?');
  if (path === routes.fastFood.path) return { game: 'fastfood' };
  const isRoom = path === routes.game.path || path in TYPED_ROOMS;
  const id = Number(new URLSearchParams(search).get('lotteryId'));
  if (isRoom && Number.isSafeInteger(id) && id > 0) return { lotteryId: id };
  const list = await lotteries();
  const type = TYPED_ROOMS[path];
  const first = (type === undefined ? list[0] : list.find((live) => live.lottery.type === type)) ?? list[0];
  return first ? { lotteryId: first.lottery.id } : null;
}
