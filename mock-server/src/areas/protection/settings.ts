import type { ProtectionNotice, ProtectionSettings } from '@contracts/protection/protection';
import type { DomainCtx } from '../../core/domain-ctx';
import { userBalance } from '../account';
import { limitViews } from './limits';
import { oneTimeNoticesShown, protectionOf, updateProtection } from './records';

/** protection/getSettings. */
export function protectionSettings(ctx: DomainCtx): ProtectionSettings {
  const { world, now, player } = ctx;
  const record = protectionOf(world, player.uid);
  const hidden = !oneTimeNoticesShown(world);
  return {
    limits: limitViews(world, player.uid, now),
    realityCheckMinutes: record.realityCheckMinutes,
    seen: { limitInvitation: hidden || record.seenLimitInvitation, betNotice: hidden || record.seenBetNotice },
    // The total My shows: the central wallet and every venue's.
    balance: userBalance(ctx).total,
  };
}

/** protection/markSeen: a one-time notice is never shown again, on any device. */
export async function markSeen(ctx: DomainCtx, notice: ProtectionNotice): Promise<{ notice: ProtectionNotice }> {
  await updateProtection(ctx.world, ctx.player.uid, (r) => {
    if (notice === 'limitInvitation') r.seenLimitInvitation = true;
    else r.seenBetNotice = true;
  });
  return { notice };
}
