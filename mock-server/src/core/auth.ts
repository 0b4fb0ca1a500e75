import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { SessionRecord } from './schemas';
import type { World } from './store';

export const SESSION_TTL_MS = 7 * 86_400_000;

/**
 * Hashes run on libuv's threads, at most one fewer at a time than the machine has cores: a flood of
 * logins or registrations waits for its turn here instead of taking every core from the requests of
 * everyone else (the event loop keeps one).
 */
const HASH_SLOTS = Math.max(1, availableParallelism() - 1);
let running = 0;
const queue: Array<() => void> = [];

async function scryptAsync(password: string, salt: Buffer): Promise<Buffer> {
  if (running >= HASH_SLOTS) await new Promise<void>((resolve) => queue.push(resolve));
  else running++;
  try {
    return await new Promise((resolve, reject) => scrypt(password, salt, 32, (error, key) => (error ? reject(error) : resolve(key))));
  } finally {
    // The slot passes straight to the next waiter, or is given back.
    const next = queue.shift();
    if (next) next();
    else running--;
  }
}

/** "scrypt$<salt hex>$<key hex>" with a random salt per password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt);
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}

let standIn: Promise<string> | undefined;

/**
 * Whether PASSWORD matches the STORED hash. With no hash (an unknown name, no withdrawal password) it
 * checks against a stand-in and answers false, in the same time: the answer's speed tells nothing.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (stored === null) {
    standIn ??= hashPassword(randomBytes(16).toString('hex'));
    await verifyPassword(password, await standIn);
    return false;
  }
  const [scheme, saltHex, keyHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The device a session was opened from, as the account area reduced its User-Agent (never the header itself). */
export interface SessionDevice {
  browser: string;
  os: string;
}

/** A session opened without a request (a seed, a test): no device to name. */
const NO_DEVICE: SessionDevice = { browser: 'other', os: 'other' };

export async function openSession(world: World, uid: number, nowMs: number, device: SessionDevice = NO_DEVICE): Promise<SessionRecord> {
  return world.db.sessions.create({
    token: randomBytes(24).toString('hex'),
    uid,
    createdAt: nowMs,
    expiresAt: nowMs + SESSION_TTL_MS,
    browser: device.browser,
    os: device.os,
    lastSeenAt: nowMs,
  });
}

const SEEN_STEP_MS = 60_000;

/**
 * Notes that a session was used now, to the minute: one write a minute per device at most, so a page that polls
 * costs nothing. Outside any unit of work on purpose: a last-seen time is a hint, not a fact a refusal undoes.
 */
export async function touchSession(world: World, session: SessionRecord, nowMs: number): Promise<void> {
  if (nowMs - (session.lastSeenAt ?? session.createdAt) < SEEN_STEP_MS) return;
  await world.db.sessions.update((q) => q.where({ token: session.token }), { data: (s) => void (s.lastSeenAt = nowMs) });
}

/** The live sessions of one player. */
export function liveSessionsOf(world: World, uid: number, nowMs: number): SessionRecord[] {
  return world.db.sessions.findMany((q) => q.where((s) => s.uid === uid && s.expiresAt > nowMs));
}

/** The live session a TOKEN names, or null (missing, unknown, ended or expired). */
export function liveSession(world: World, token: string | undefined, nowMs: number): SessionRecord | null {
  if (!token) return null;
  const session = world.db.sessions.findFirst((q) => q.where({ token }));
  return session && session.expiresAt > nowMs ? session : null;
}

export function endSession(world: World, token: string): void {
  world.db.sessions.delete((q) => q.where({ token }));
}

/**
 * Ends every session of a player but the one that asked (a password change, "log out the others"), or every one
 * when none is kept (a reset by code: whoever had the old password is out). Returns how many ended.
 */
export function endOtherSessions(world: World, uid: number, keepToken: string | null, nowMs: number): number {
  const ending = liveSessionsOf(world, uid, nowMs).filter((s) => s.token !== keepToken).length;
  world.db.sessions.deleteMany((q) => q.where((s) => s.uid === uid && s.token !== keepToken));
  return ending;
}

/** Control API: expire one token, every token of a player, or (neither given) every token. */
export async function expireSessions(world: World, nowMs: number, by: { token?: string; uid?: number }): Promise<number> {
  const expired = await world.db.sessions.updateMany(
    (q) =>
      q.where((s) => (by.token === undefined || s.token === by.token) && (by.uid === undefined || s.uid === by.uid) && s.expiresAt > nowMs),
    { data: (s) => void (s.expiresAt = nowMs) },
  );
  return expired.length;
}
