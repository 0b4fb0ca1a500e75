import { fromFen, toPlatformIso } from '@contracts';
import type { RealityCheckMinutes, SessionFigures } from '@contracts/protection/session';
import { liveSession } from '../../core/auth';
import type { DomainCtx } from '../../core/domain-ctx';
import { playTotals } from '../games';
import { protectionOf, updateProtection } from './records';

/**
 * The session's figures since login and the next reality check: due one interval after the later of the login and
 * the last time the interval started counting (it was set, or a check was acknowledged).
 */
export function sessionFigures(ctx: DomainCtx, token: string): SessionFigures {
  const { world, now, player } = ctx;
  const session = liveSession(world, token, now);
  if (!session) throw new Error('a reality check was asked for without a live session');
  const record = protectionOf(world, player.uid);
  const play = playTotals(world, player.uid, { startMs: session.createdAt, endMs: now + 1 });
  const countedFrom = Math.max(session.createdAt, record.realityFromAt ?? 0);
  return {
    loggedInAt: toPlatformIso(session.createdAt),
    minutes: Math.floor((now - session.createdAt) / 60_000),
    staked: fromFen(play.stakeFen),
    won: fromFen(play.payoutFen),
    net: fromFen(play.winLossFen),
    realityCheckMinutes: record.realityCheckMinutes,
    nextCheckAt: record.realityCheckMinutes === 0 ? null : toPlatformIso(countedFrom + record.realityCheckMinutes * 60_000),
    serverTime: toPlatformIso(now),
  };
}

/** protection/setRealityCheck: a new interval counts from now. */
export async function setRealityCheck(ctx: DomainCtx, token: string, minutes: RealityCheckMinutes): Promise<SessionFigures> {
  await updateProtection(ctx.world, ctx.player.uid, (r) => {
    r.realityCheckMinutes = minutes;
    r.realityFromAt = ctx.now;
  });
  return sessionFigures(ctx, token);
}

/** protection/acknowledgeCheck: the player plays on; the next check is one interval from now. */
export async function acknowledgeCheck(ctx: DomainCtx, token: string): Promise<SessionFigures> {
  await updateProtection(ctx.world, ctx.player.uid, (r) => void (r.realityFromAt = ctx.now));
  return sessionFigures(ctx, token);
}
