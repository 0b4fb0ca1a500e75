import { DAY_MS } from '@contracts';
import type { World } from '../../core/store';
import { CENTRAL, credit, nextOrderNo } from '../../core/ledger';
import { hashPassword } from '../../core/auth';
import { createPlayer } from './players';

export const DEMO_PASSWORD = 'demo1234';
/** The withdrawal password of the demo players that have one. */
export const DEMO_SECONDARY_PASSWORD = '123456';

/** Documented demo accounts (README): all share the password demo1234. */
export const DEMO_PLAYERS = [
  {
    username: 'demo01',
    inviteCode: 'DEMO01',
    realName: '张伟',
    mobile: '13800000001',
    secondaryPassword: DEMO_SECONDARY_PASSWORD,
    vipLevel: 2,
    balanceFen: 8_888_00,
    daysAgo: 90,
  },
  {
    username: 'demo02',
    inviteCode: 'DEMO02',
    realName: 'Alice Chen',
    mobile: '85261234567',
    secondaryPassword: DEMO_SECONDARY_PASSWORD,
    vipLevel: 0,
    balanceFen: 500_00,
    daysAgo: 20,
  },
  {
    username: 'demo03',
    inviteCode: 'DEMO03',
    realName: '李娜',
    mobile: '13900000003',
    secondaryPassword: null,
    vipLevel: 0,
    balanceFen: 0,
    daysAgo: 1,
  },
  {
    username: 'partner01',
    inviteCode: 'PARTNER1',
    realName: '王芳',
    mobile: '13700000004',
    secondaryPassword: DEMO_SECONDARY_PASSWORD,
    vipLevel: 5,
    balanceFen: 20_000_00,
    daysAgo: 365,
  },
] as const;

// Hashed once per process (still salted at random): every reset and test app reuses them.
let demoHashes: Promise<{ password: string; secondaryPassword: string }> | undefined;
function hashesForDemo() {
  demoHashes ??= Promise.all([hashPassword(DEMO_PASSWORD), hashPassword(DEMO_SECONDARY_PASSWORD)]).then(
    ([password, secondaryPassword]) => ({ password, secondaryPassword }),
  );
  return demoHashes;
}

/** The documented demo players with their central balances (from seed deposits in the ledger). */
export async function seedDemoPlayers(world: World, startMs: number): Promise<void> {
  const hashes = await hashesForDemo();
  for (const demo of DEMO_PLAYERS) {
    const registeredAt = startMs - demo.daysAgo * DAY_MS;
    const player = await createPlayer(world, registeredAt, {
      username: demo.username,
      password: DEMO_PASSWORD,
      secondaryPassword: demo.secondaryPassword,
      mobile: demo.mobile,
      realName: demo.realName,
      invitedBy: null,
      inviteCode: demo.inviteCode,
      vipLevel: demo.vipLevel,
      hashes: { password: hashes.password, secondaryPassword: demo.secondaryPassword ? hashes.secondaryPassword : null },
    });
    if (demo.balanceFen > 0) {
      const at = registeredAt + DAY_MS / 2;
      // Balances come from the ledger like every other change, so the audit holds from the start.
      await credit(world, at, {
        uid: player.uid,
        wallet: CENTRAL,
        type: 'deposit',
        amountFen: demo.balanceFen,
        orderNo: nextOrderNo(world, 'DP', at),
        remark: 'Seed deposit',
      });
    }
  }
}
