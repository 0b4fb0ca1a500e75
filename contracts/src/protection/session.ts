import { z } from 'zod';
import type { Lang } from '../core/lang';
import { Money } from '../core/money';
import { IsoDateTime } from '../core/time';

/** Reality-check intervals in minutes; 0 is off. */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;
export const RealityCheckMinutes = z.literal(REALITY_CHECK_MINUTES, { error: 'realityCheck.interval' }).meta({ id: 'RealityCheckMinutes' });
export type RealityCheckMinutes = z.infer<typeof RealityCheckMinutes>;

export const realityCheckLabels: Record<(typeof REALITY_CHECK_MINUTES)[number], Record<Lang, string>> = {
  0: { en: 'Off', zh_hans: '关闭' },
  15: { en: 'Every 15 minutes', zh_hans: '每15分钟' },
  30: { en: 'Every 30 minutes', zh_hans: '每30分钟' },
  60: { en: 'Every 60 minutes', zh_hans: '每60分钟' },
};

export const RealityCheckForm = z.object({ minutes: RealityCheckMinutes });

/** This session's running figures, since login: what a reality check shows. */
export const SessionFigures = z
  .object({
    loggedInAt: IsoDateTime,
    /** Whole minutes since login on the mock's clock; the figures below are of the bets placed since then. */
    minutes: z.number().int().min(0),
    staked: Money,
    /** What the settled ones paid out. */
    won: Money,
    /** Payouts less stakes of the settled bets, as bet records total it (an open bet counts once settled): negative is a loss. */
    net: Money,
    realityCheckMinutes: RealityCheckMinutes,
    /** When the next reality check is due (null: off); a check is due once `serverTime` reaches it. */
    nextCheckAt: IsoDateTime.nullable(),
    serverTime: IsoDateTime,
  })
  .meta({ id: 'SessionFigures' });
export type SessionFigures = z.infer<typeof SessionFigures>;
