import type { LotteryWithRounds } from '@contracts/lottery/lottery-types';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { Viewer } from '@web/api/viewer';
import { lotteryInfoQuery } from '@web/api/lottery/get-lottery-info';
import { colourGameInfoQuery } from '@web/api/lottery/locsgwin-get-game-info';

/** Where a room's live round comes from: the colour game's own call (locsgwin), or getLotteryInfo for any lottery. */
export type RoomSource = { kind: 'lottery'; lotteryId: number } | { kind: 'colour'; lotteryId: number | undefined };

/** Both calls answer the same room shape; typed as one so a page uses either alike. */
export function roomQuery(viewer: Viewer, source: RoomSource): UseQueryOptions<LotteryWithRounds, Error, LotteryWithRounds, QueryKey> {
  return source.kind === 'colour' ? colourGameInfoQuery(viewer, source.lotteryId) : lotteryInfoQuery(viewer, source.lotteryId);
}
