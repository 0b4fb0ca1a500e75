import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { lotteryKeys } from './keys';

/** One lottery's betting board: play groups and options (translated), chip values and per-line limits. */
export const lotteryBoardQuery = (viewer: Viewer, lotteryId: number) =>
  queryOptions({
    queryKey: lotteryKeys.board(viewer.lang, lotteryId),
    queryFn: ({ signal }) => request(wire.lottery.caipiaoGetOption, { lotteryId }, { signal }),
    staleTime: staleTimes.long,
  });
