import type { LimitKind, LimitPeriod } from '@contracts/protection/limits';
import type { World } from '../../core/store';
import type { LimitRecord, ProtectionRecord } from './schemas';

/** A player's protection record as it reads before they change anything: checks every hour, nothing seen, no break. */
const DEFAULTS = (uid: number): ProtectionRecord => ({
  uid,
  realityCheckMinutes: 0,
  realityFromAt: null,
  timeOutUntil: null,
  excludedUntil: null,
  promotionalMessages: true,
  seenLimitInvitation: false,
  seenBetNotice: false,
});

export function protectionOf(world: World, uid: number): ProtectionRecord {
  return world.db.protectionStates.findFirst((q) => q.where({ uid })) ?? DEFAULTS(uid);
}

/** Changes a player's protection record, creating it on first use. */
export async function updateProtection(world: World, uid: number, change: (record: ProtectionRecord) => void): Promise<ProtectionRecord> {
  const existing = world.db.protectionStates.findFirst((q) => q.where({ uid }));
  if (!existing) {
    const record = DEFAULTS(uid);
    change(record);
    return world.db.protectionStates.create(record);
  }
  await world.db.protectionStates.update((q) => q.where({ uid }), { data: change });
  return protectionOf(world, uid);
}

export function limitOf(world: World, uid: number, kind: LimitKind, period: LimitPeriod): LimitRecord | undefined {
  return world.db.protectionLimits.findFirst((q) => q.where({ uid, kind, period }));
}

export function limitsOf(world: World, uid: number, kind?: LimitKind): LimitRecord[] {
  return world.db.protectionLimits.findMany((q) => q.where(kind === undefined ? { uid } : { uid, kind }));
}

/** Writes a limit, creating its record on first use. */
export async function saveLimit(world: World, record: LimitRecord): Promise<void> {
  const { uid, kind, period } = record;
  if (!limitOf(world, uid, kind, period)) {
    await world.db.protectionLimits.create(record);
    return;
  }
  await world.db.protectionLimits.update((q) => q.where({ uid, kind, period }), { data: (r) => void Object.assign(r, record) });
}

/** Whether this world shows the one-time notices (QA turns them off for journeys about something else). */
export function oneTimeNoticesShown(world: World): boolean {
  return world.db.protectionWorld.findFirst((q) => q.where({ id: 1 }))?.oneTimeNotices ?? true;
}

export async function showOneTimeNotices(world: World, shown: boolean): Promise<void> {
  world.db.protectionWorld.delete((q) => q.where({ id: 1 }));
  await world.db.protectionWorld.create({ id: 1, oneTimeNotices: shown });
}
