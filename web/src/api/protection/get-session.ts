import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { noteServerTime } from '@web/lib/server-clock';
import type { Viewer } from '../viewer';
import { protectionKeys } from './keys';

/**
 * protection/getSession: this session's minutes, staked, won and net, and when the next reality check is due. Its
 * `serverTime` teaches lib/server-clock the offset, so "due" is read on the mock's clock, which QA can move.
 */
export const sessionFiguresQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: protectionKeys.session(viewer),
    queryFn: async ({ signal }) => {
      const sentAt = Date.now();
      const figures = await request(wire.protection.getSession, {}, { signal });
      noteServerTime(figures.serverTime, sentAt);
      return figures;
    },
    staleTime: staleTimes.short,
  });
