import { Collection } from '@msw/data';
// The zh_CN entry (zh_CN, then en, then base) loads two locales; the package's main entry loads all 70 (about 0.3 s of start-up).
import { faker as zhCnFaker } from '@faker-js/faker/locale/zh_CN';
import type { Faker } from '@faker-js/faker';
import type { z } from 'zod';
import { WorldSnapshot } from '@contracts/control/world';
import { AREAS } from '../areas';
import { mergeParts, type Area, type Merged, type PartOf } from './area';
import { DEFAULT_WORLD_CONFIG, type WorldConfig } from './config';
import { LedgerBook } from './ledger-book';
import { Counters, SessionRecord, WalletRecord } from './schemas';
import { journalWrites, type Journal, type Journaled } from './unit-of-work';

/** What every area shares: sessions (auth), wallets and the ledger. */
const CORE_COLLECTIONS = { sessions: SessionRecord, wallets: WalletRecord };
type Schemas = typeof CORE_COLLECTIONS & Merged<PartOf<(typeof AREAS)[number], 'collections'>>;
/** The @msw/data collections, and the ledger (append-only, core/ledger-book.ts). */
export type Collections = { [K in keyof Schemas]: Collection<Schemas[K]> } & { ledger: LedgerBook };

/** Every collection of the world, by name (the core's and each area's); export/import walk them. */
function createCollections(world: Journaled): Collections {
  const schemas: Record<string, z.ZodObject> = { ...CORE_COLLECTIONS, ...mergeParts(AREAS, 'collections') };
  const collections: Record<string, Collection<z.ZodObject>> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const collection = new Collection({ schema });
    journalWrites(collection, world);
    collections[name] = collection;
  }
  return { ...collections, ledger: new LedgerBook(world) } as Collections;
}

/** The Faker class, taken from the instance so the main entry is never loaded. */
const FakerClass = zhCnFaker.constructor as typeof Faker;

export interface World {
  readonly seed: number;
  readonly db: Collections;
  readonly counters: Counters;
  /** What the environment decided (server.ts → buildApp); reset keeps it. */
  readonly config: WorldConfig;
  /** The open unit of work's undo journal (core/unit-of-work.ts); null outside one. */
  journal: Journal | null;
  /** How many store writes the world has seen (core/unit-of-work.ts counts them). */
  writes: number;
  /** Seeded: the same seed gives the same generated content. */
  readonly faker: Faker;
}

export function createWorld(seed: number, config: WorldConfig = DEFAULT_WORLD_CONFIG): World {
  // A world's own instance, so seeding one world never moves another's sequence.
  const faker = new FakerClass({ locale: zhCnFaker.rawDefinitions });
  faker.seed(seed);
  const counters: Counters = { nextUid: 10001, nextLedgerId: 1, nextOrderSeq: 1, nextUploadSeq: 1, nextPayeeId: 1 };
  const world = { seed, counters, faker, config, journal: null as Journal | null, writes: 0 };
  return Object.assign(world, { db: createCollections(world) });
}

/** The same seed and start instant always give the same world: each area seeds, in list order. */
export async function seedWorld(seed: number, startMs: number, config: WorldConfig = DEFAULT_WORLD_CONFIG): Promise<World> {
  const world = createWorld(seed, config);
  for (const area of AREAS as readonly Area[]) await area.seed?.(world, startMs);
  return world;
}

/**
 * What an export without secrets leaves out: live bearer tokens (sessions, game tickets, play
 * sessions) whole, and password hashes (blanked; an import takes them back from the running world).
 */
const SECRET_COLLECTIONS = new Set(['sessions', 'gameTickets', 'playSessions']);
const SECRET_FIELDS: Record<string, string[]> = { players: ['passwordHash', 'secondaryPasswordHash'] };

export { WorldSnapshot };

/** Collections of older state files that are dropped on import: failure counters, which only ever slowed a guesser. */
const RETIRED_COLLECTIONS = new Set(['loginGuards', 'withdrawGuards']);

export function exportWorld(world: World, nowMs: number, options: { secrets: boolean } = { secrets: true }): WorldSnapshot {
  const collections: WorldSnapshot['collections'] = {};
  for (const [name, collection] of Object.entries(world.db)) {
    if (!options.secrets && SECRET_COLLECTIONS.has(name)) continue;
    const blank = options.secrets ? [] : (SECRET_FIELDS[name] ?? []);
    // Spreading keeps the record's own data and leaves the library's internal symbol keys behind.
    collections[name] = collection.all().map((record) => {
      const copy: Record<string, unknown> = { ...record };
      for (const field of blank) if (copy[field] !== null) copy[field] = '';
      return copy;
    });
  }
  return { version: 1, seed: world.seed, now: nowMs, counters: { ...world.counters }, collections, secrets: options.secrets };
}

/**
 * Builds a world from an export. A redacted export (`secrets: false`) has blank password hashes: each
 * is taken from the same player (uid and username) of `current`, the running world; a player it does
 * not know keeps a blank hash and cannot log in until a reset.
 */
export async function importWorld(snapshot: WorldSnapshot, current?: World): Promise<World> {
  const world = createWorld(snapshot.seed, current?.config);
  Object.assign(world.counters, Counters.parse(snapshot.counters));
  const db = world.db as unknown as Record<string, Pick<Collection<z.ZodObject>, 'create'>>;
  for (const [name, records] of Object.entries(snapshot.collections)) {
    if (RETIRED_COLLECTIONS.has(name)) continue;
    const collection = db[name];
    if (!collection) throw new Error(`unknown collection ${name}`);
    // create() validates each record against the collection's schema.
    for (const record of records) await collection.create(snapshot.secrets ? record : withKnownHashes(name, record, current));
  }
  return world;
}

function withKnownHashes(collection: string, record: Record<string, unknown>, current: World | undefined): Record<string, unknown> {
  const fields = SECRET_FIELDS[collection];
  if (!fields || !current || collection !== 'players') return record;
  const known = current.db.players.findFirst((q) => q.where({ uid: Number(record.uid) }));
  if (!known || known.username !== record.username) return record;
  const restored: Record<string, unknown> = { ...record };
  for (const field of fields) if (restored[field] === '') restored[field] = known[field as keyof typeof known];
  return restored;
}
