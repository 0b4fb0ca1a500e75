import { Collection } from '@msw/data';
// The zh_CN entry (zh_CN, then en, then base) loads two locales; the package's main entry loads all 70 (about 0.3 s of start-up).
import { faker as zhCnFaker } from '@faker-js/faker/locale/zh_CN';
import type { Faker } from '@faker-js/faker';
import type { z } from 'zod';
import { WorldSnapshot } from '@contracts/control/world';
import type { WorldConfig } from './config';
import type { DomainError } from './errors';
import type { Lang } from '@contracts';
import { LedgerBook } from './ledger-book';
import { CoreCounters, SessionRecord, WalletRecord, type Counters } from './schemas';
import { journalWrites, type Commit, type Journal, type Journaled } from './unit-of-work';

/** What every world has: sessions (auth), wallets and the ledger. */
export const CORE_COLLECTIONS = { sessions: SessionRecord, wallets: WalletRecord };

/**
 * Each area adds its collections' schemas here by declaration merging (`declare module '…/core/store'` in its
 * area.ts), so `world.db` is typed without the core importing an area; the composition root (areas/world.ts)
 * checks at compile time that these are exactly the collections the areas declare at run time.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the areas (declaration merging)
export interface AreaCollections {}

type Schemas = typeof CORE_COLLECTIONS & AreaCollections;
/** The @msw/data collections, and the ledger (append-only, core/ledger-book.ts). */
export type Collections = { [K in keyof Schemas]: Collection<Schemas[K]> } & { ledger: LedgerBook };

/** A collection's fields that an export without secrets blanks, and the fields that find its record in the running world. */
export interface SecretFields {
  blank: readonly string[];
  sameRecord: readonly string[];
}

/** What a world is made of, assembled once from the area list (core/area.ts `shapeWorld`, called by areas/world.ts). */
export interface WorldShape {
  readonly schemas: Readonly<Record<string, z.ZodObject>>;
  /** Every counter with its first value. */
  readonly counters: Readonly<Counters>;
  /** The defaults of every area's settings. */
  readonly config: WorldConfig;
  /** What an export without secrets leaves out: live bearer tokens whole (sessions …), secret fields blanked. */
  readonly secretCollections: ReadonlySet<string>;
  readonly secretFields: Readonly<Record<string, SecretFields>>;
  /** The rules areas hold over money other areas move (core/guards.ts). */
  readonly guards: Guards;
  /** Fills a new world: each area's seed, in list order. */
  readonly seed: (world: World, startMs: number) => Promise<void>;
}

/** Every collection of the world, by name (the core's and each area's); export/import walk them. */
function createCollections(shape: WorldShape, world: Journaled): Collections {
  const collections: Record<string, Collection<z.ZodObject>> = {};
  for (const [name, schema] of Object.entries(shape.schemas)) {
    const collection = new Collection({ schema });
    journalWrites(collection, name, world);
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
  /** Hears each committed unit of work's changes (core/persisted-world.ts appends them to a journal); null: none. */
  onCommit: ((commit: Commit) => void) | null;
  /** Seeded: the same seed gives the same generated content. */
  readonly faker: Faker;
  /** The areas' rules over money other areas move, asked where it moves (core/guards.ts). */
  readonly guards: Guards;
}

export function createWorld(seed: number, shape: WorldShape, config: WorldConfig = shape.config): World {
  // A world's own instance, so seeding one world never moves another's sequence.
  const faker = new FakerClass({ locale: zhCnFaker.rawDefinitions });
  faker.seed(seed);
  const counters: Counters = { ...shape.counters };
  const world = { seed, counters, faker, config, guards: shape.guards, journal: null as Journal | null, writes: 0, onCommit: null };
  return Object.assign(world, { db: createCollections(shape, world) });
}

/**
 * Worlds this process has seeded, as snapshots by seed, start instant and settings. The same three always give the
 * same world, and copying a snapshot costs about a tenth of seeding again (a reset, a test's new app).
 */
const seededWorlds = new WeakMap<WorldShape, Map<string, WorldSnapshot>>();

/** The same seed and start instant always give the same world. */
export async function seedWorld(seed: number, startMs: number, shape: WorldShape, config: WorldConfig = shape.config): Promise<World> {
  const known = seededWorlds.get(shape) ?? new Map<string, WorldSnapshot>();
  seededWorlds.set(shape, known);
  const key = JSON.stringify([seed, startMs, config]);
  const seeded = known.get(key);
  if (seeded) return fillWorld(createWorld(seed, shape, config), structuredClone(seeded), shape);
  const world = createWorld(seed, shape, config);
  await shape.seed(world, startMs);
  known.set(key, structuredClone(exportWorld(world, shape, startMs)));
  startCallSequence(world);
  return world;
}

/**
 * What a world's calls draw from its generator (invite codes, upload names) starts from the seed alone, not from where
 * seeding left it: a world seeded here, one copied from it and one read from a state file draw the same values.
 */
function startCallSequence(world: World): void {
  world.faker.seed([world.seed, 1]);
}

export { WorldSnapshot };

/** Collections of older state files that are dropped on import: failure counters, which only ever slowed a guesser. */
const RETIRED_COLLECTIONS = new Set(['loginGuards', 'withdrawGuards']);

export function exportWorld(
  world: World,
  shape: WorldShape,
  nowMs: number,
  options: { secrets: boolean } = { secrets: true },
): WorldSnapshot {
  const collections: WorldSnapshot['collections'] = {};
  for (const [name, collection] of Object.entries(world.db)) {
    if (!options.secrets && shape.secretCollections.has(name)) continue;
    const blank = options.secrets ? [] : (shape.secretFields[name]?.blank ?? []);
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
 * Builds a world from an export. A redacted export (`secrets: false`) has blank secret fields (password
 * hashes): each is taken from the same record (by its `sameRecord` fields) of `current`, the running world; a
 * record it does not know keeps the blank (a player who cannot log in until a reset). A counter the file lacks
 * (an area's counter newer than the file) starts at its first value; the core's are required.
 */
export async function importWorld(snapshot: WorldSnapshot, shape: WorldShape, current?: World): Promise<World> {
  return fillWorld(createWorld(snapshot.seed, shape, current?.config), snapshot, shape, current);
}

async function fillWorld(world: World, snapshot: WorldSnapshot, shape: WorldShape, current?: World): Promise<World> {
  const known = Object.fromEntries(Object.entries(snapshot.counters).filter(([name]) => name in shape.counters));
  Object.assign(world.counters, known, CoreCounters.parse(snapshot.counters));
  const db = world.db as unknown as Record<string, Pick<Collection<z.ZodObject>, 'create'>>;
  for (const [name, records] of Object.entries(snapshot.collections)) {
    if (RETIRED_COLLECTIONS.has(name)) continue;
    const collection = db[name];
    if (!collection) throw new Error(`unknown collection ${name}`);
    const secret = shape.secretFields[name];
    // create() validates each record against the collection's schema.
    for (const record of records)
      await collection.create(snapshot.secrets || !secret || !current ? record : withKnownSecrets(record, secret, current, name));
  }
  startCallSequence(world);
  return world;
}

function withKnownSecrets(record: Record<string, unknown>, secret: SecretFields, current: World, name: string): Record<string, unknown> {
  const collection = (current.db as unknown as Record<string, Pick<Collection<z.ZodObject>, 'findFirst'>>)[name];
  const known = collection?.findFirst((q) =>
    q.where((other: Record<string, unknown>) => secret.sameRecord.every((field) => other[field] === record[field])),
  ) as Record<string, unknown> | undefined;
  if (!known) return record;
  const restored: Record<string, unknown> = { ...record };
  for (const field of secret.blank) if (restored[field] === '') restored[field] = known[field];
  return restored;
}

/**
 * Rules one area holds over money another moves: a deposit order, a stake, money into a venue, a login. The areas
 * that move the money ask `world.guards` where it moves; the area that holds a rule declares it (`Area.guards`), so
 * the rule's area may read the money areas without their importing it back. Each answers a refusal or null.
 */
export interface Guards {
  deposit: (world: World, uid: number, amountFen: number, nowMs: number, lang: Lang) => DomainError | null;
  /** A stake of real money, in any wallet (play money is never asked). */
  stake: (world: World, uid: number, stakeFen: number, nowMs: number, lang: Lang) => DomainError | null;
  /** Money into a venue's wallet: there is nothing to do with it but bet. */
  venueTransfer: (world: World, uid: number, nowMs: number, lang: Lang) => DomainError | null;
  /** After the password proved who it is. */
  login: (world: World, uid: number, nowMs: number) => DomainError | null;
}
