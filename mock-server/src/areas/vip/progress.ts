import type { World } from '../../core/store';
import { CENTRAL } from '../../core/ledger';
import { getPlayer } from '../account';
import { validBetFen } from '../games';
import { levelRow, TOP_LEVEL, VIP_LEVELS } from './levels';

export interface VipProgress {
  level: number;
  depositFen: number;
  turnoverFen: number;
}

/** Lifetime deposits: the central wallet's deposit entries (seed balances are deposits too). */
function lifetimeDepositFen(world: World, uid: number): number {
  return world.db.ledger
    .where({ uid, wallet: CENTRAL })
    .filter((e) => e.type === 'deposit')
    .reduce((sum, e) => sum + e.amountFen, 0);
}

/**
 * The player's level: the highest whose deposit and turnover thresholds are both met, never below the
 * level kept on the player (seeded, or set through the control API). Levels are never lost.
 */
export function vipProgress(world: World, uid: number): VipProgress {
  const depositFen = lifetimeDepositFen(world, uid);
  // Every valid bet ever placed: the sum bet records hold over all time.
  const turnoverFen = validBetFen(world, uid);
  const earned = VIP_LEVELS.filter((l) => depositFen >= l.depositFen && turnoverFen >= l.turnoverFen).reduce(
    (top, l) => Math.max(top, l.level),
    0,
  );
  const level = Math.min(TOP_LEVEL, Math.max(earned, getPlayer(world, uid).vipLevel));
  return { level, depositFen, turnoverFen };
}

/** Today's withdrawal quota of the player's level (the withdrawal area reads it). */
export function withdrawalQuotaOf(world: World, uid: number): { count: number; amountFen: number } {
  const row = levelRow(vipProgress(world, uid).level);
  return { count: row.dailyWithdrawals, amountFen: row.dailyWithdrawalFen };
}
