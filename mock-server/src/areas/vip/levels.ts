import type { VipPrivilegeType } from '@contracts/vip/vip';

/**
 * The VIP ladder (invented, in the range such platforms use). A level is reached when both lifetime
 * figures are met: deposits (the ledger's deposit entries) and valid bets (the turnover records).
 * Privileges in fen; 0 means the level does not offer it. Levels 0–2 keep the platform's base
 * withdrawal quota (5 a day, 100,000.00), so the withdrawal area's defaults are VIP0's.
 */
export interface VipLevelRow {
  level: number;
  depositFen: number;
  turnoverFen: number;
  privileges: Record<VipPrivilegeType, number>;
  dailyWithdrawals: number;
  dailyWithdrawalFen: number;
}

const Y = 100; // fen per yuan

function row(
  level: number,
  deposit: number,
  turnover: number,
  gifts: [weekly: number, levelUp: number, exclusive: number, birthday: number],
  withdrawals: number,
  withdrawalYuan: number,
): VipLevelRow {
  const [weekly, levelUp, exclusive, birthday] = gifts;
  return {
    level,
    depositFen: deposit * Y,
    turnoverFen: turnover * Y,
    privileges: { 1: weekly * Y, 2: levelUp * Y, 3: exclusive * Y, 4: birthday * Y },
    dailyWithdrawals: withdrawals,
    dailyWithdrawalFen: withdrawalYuan * Y,
  };
}

export const VIP_LEVELS: readonly VipLevelRow[] = [
  row(0, 0, 0, [0, 0, 0, 0], 5, 100_000),
  row(1, 1_000, 5_000, [8, 18, 0, 18], 5, 100_000),
  row(2, 5_000, 30_000, [18, 58, 28, 58], 5, 100_000),
  row(3, 20_000, 100_000, [38, 128, 58, 128], 8, 200_000),
  row(4, 50_000, 300_000, [68, 288, 128, 288], 10, 300_000),
  row(5, 100_000, 800_000, [128, 588, 288, 588], 10, 500_000),
  row(6, 300_000, 2_000_000, [288, 1_288, 588, 1_288], 15, 800_000),
  row(7, 600_000, 5_000_000, [588, 2_888, 1_288, 2_888], 15, 1_000_000),
  row(8, 1_000_000, 10_000_000, [1_288, 5_888, 2_888, 5_888], 20, 2_000_000),
  row(9, 2_000_000, 20_000_000, [2_888, 18_888, 5_888, 8_888], 20, 5_000_000),
];

export const TOP_LEVEL = VIP_LEVELS.length - 1;

export function levelRow(level: number): VipLevelRow {
  const found = VIP_LEVELS[Math.min(Math.max(level, 0), TOP_LEVEL)];
  if (!found) throw new Error(`no VIP level ${level}`);
  return found;
}
