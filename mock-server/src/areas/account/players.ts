import { usernameKey } from '@contracts/rules/account';
import type { World } from '../../core/store';
import type { PlayerRecord } from './schemas';
import { hashPassword } from '../../core/auth';
import { CENTRAL, openWallet } from '../../core/ledger';

export const AVATAR_COUNT = 12;

export function avatarUrl(id: number): string {
  return `/assets/avatars/${id}.svg`;
}

export function findPlayerByUsername(world: World, username: string): PlayerRecord | undefined {
  const key = usernameKey(username);
  return world.db.players.findFirst((q) => q.where({ usernameKey: key }));
}

export function findPlayerByInviteCode(world: World, code: string): PlayerRecord | undefined {
  const wanted = code.trim().toUpperCase();
  return world.db.players.findFirst((q) => q.where({ inviteCode: wanted }));
}

export function getPlayer(world: World, uid: number): PlayerRecord {
  const player = world.db.players.findFirst((q) => q.where({ uid }));
  if (!player) throw new Error(`no player ${uid}`);
  return player;
}

/**
 * "13812345678" → "138****5678": of a number of 11 digits or more the first three (the carrier, which a player
 * recognises) and the last four leave the server; of a shorter one only the last four.
 */
export function maskMobile(mobile: string): string {
  if (mobile.length <= 4) return mobile;
  const head = mobile.length >= 11 ? mobile.slice(0, 3) : '';
  return `${head}${'*'.repeat(mobile.length - head.length - 4)}${mobile.slice(-4)}`;
}

/** "demo@example.com" → "d***@example.com": the first character of the name and the whole domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 1 ? '***' : `${email.slice(0, 1)}***${email.slice(at)}`;
}

function uniqueInviteCode(world: World): string {
  for (;;) {
    const code = world.faker.string.alphanumeric({ length: 6, casing: 'upper' });
    if (!findPlayerByInviteCode(world, code)) return code;
  }
}

export interface NewPlayer {
  username: string;
  password: string;
  secondaryPassword: string | null;
  mobile: string;
  realName: string | null;
  invitedBy: number | null;
  inviteCode?: string;
  vipLevel?: number;
  /** Precomputed hashes (the seed reuses one per process: scrypt is slow on purpose). */
  hashes?: { password: string; secondaryPassword: string | null };
}

/** Creates the player and their central wallet (which exists from registration on). */
export async function createPlayer(world: World, nowMs: number, input: NewPlayer): Promise<PlayerRecord> {
  const uid = world.counters.nextUid++;
  const player = await world.db.players.create({
    uid,
    username: input.username.trim(),
    usernameKey: usernameKey(input.username),
    passwordHash: input.hashes?.password ?? (await hashPassword(input.password)),
    secondaryPasswordHash:
      input.hashes !== undefined
        ? input.hashes.secondaryPassword
        : input.secondaryPassword
          ? await hashPassword(input.secondaryPassword)
          : null,
    realName: input.realName,
    gender: null,
    birthday: null,
    mobile: input.mobile,
    email: null,
    avatar: avatarUrl((uid % AVATAR_COUNT) + 1),
    vipLevel: input.vipLevel ?? 0,
    inviteCode: input.inviteCode ?? uniqueInviteCode(world),
    invitedBy: input.invitedBy,
    infoConfirmed: false,
    registeredAt: nowMs,
    lastLoginAt: null,
  });
  await openWallet(world, uid, CENTRAL);
  return player;
}

/** The VIP level a player keeps (the floor under what their figures earn): the VIP area's control call sets it. */
export async function setVipFloor(world: World, uid: number, level: number): Promise<void> {
  await world.db.players.update((q) => q.where({ uid }), { data: (p) => void (p.vipLevel = level) });
}

/** The uids of the players this player invited. */
export function inviteesOf(world: World, uid: number): number[] {
  return world.db.players.findMany((q) => q.where({ invitedBy: uid })).map((p) => p.uid);
}

/** Every player's uid and when they registered, in the order they registered (the help seed welcomes each). */
export function playerRegistrations(world: World): Array<{ uid: number; registeredAt: number }> {
  return world.db.players.findMany().map(({ uid, registeredAt }) => ({ uid, registeredAt }));
}
