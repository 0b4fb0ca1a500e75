import type { SessionFigures } from '@contracts/protection/session';
import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { noteServerTime } from '@web/lib/server-clock';
import type { Viewer } from '../viewer';
import { protectionKeys } from './keys';

/**
 * A call that answers the session's figures (reading them, setting the interval, acknowledging a check): its
 * `serverTime` teaches lib/server-clock the offset, so "due" is read on the mock's clock, which QA can move.
 */
export async function figuresFrom(send: () => Promise<SessionFigures>): Promise<SessionFigures> {
  const sentAt = Date.now();
  const figures = await send();
  noteServerTime(figures.serverTime, sentAt);
  return figures;
}

/** protection/getSession: this session's minutes, staked, won and net, and when the next reality check is due. */
export const sessionFiguresQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: protectionKeys.session(viewer),
    queryFn: ({ signal }) => figuresFrom(() => request(wire.protection.getSession, {}, { signal })),
    staleTime: staleTimes.short,
  });
