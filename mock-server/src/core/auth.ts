import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { SessionRecord } from './schemas';
import type { World } from './store';

export const SESSION_TTL_MS = 7 * 86_400_000;

function scryptAsync(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, 32, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** "scrypt$<salt hex>$<key hex>" with a random salt per password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt);
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, keyHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export async function openSession(world: World, uid: number, nowMs: number): Promise<SessionRecord> {
  return world.db.sessions.create({
    token: randomBytes(24).toString('hex'),
    uid,
    createdAt: nowMs,
    expiresAt: nowMs + SESSION_TTL_MS,
  });
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

/** Control API: expire one token, every token of a player, or (neither given) every token. */
export async function expireSessions(world: World, nowMs: number, by: { token?: string; uid?: number }): Promise<number> {
  const expired = await world.db.sessions.updateMany(
    (q) =>
      q.where((s) => (by.token === undefined || s.token === by.token) && (by.uid === undefined || s.uid === by.uid) && s.expiresAt > nowMs),
    { data: (s) => void (s.expiresAt = nowMs) },
  );
  return expired.length;
}
