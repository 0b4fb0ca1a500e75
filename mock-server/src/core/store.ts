import { Collection } from '@msw/data';
import { Faker, en, zh_CN } from '@faker-js/faker';
import { z } from 'zod';
import { BetRow, BulletinRecord, Counters, GameCollectRecord, GameTicketRecord, LedgerEntry, LoginGuardRecord, PlayerRecord, PlaySessionRecord, SessionRecord, UploadRecord, WalletRecord } from './schemas';
import { DepositOrderRecord, PayeeRecord, TurnoverRecord, WalletSettingsRecord, WithdrawalOrderRecord, WithdrawGuardRecord } from './schemas';

/** Every collection of the world, by name; export/import walk this list. */
function createCollections() {
  return {
    players: new Collection({ schema: PlayerRecord }),
    sessions: new Collection({ schema: SessionRecord }),
    wallets: new Collection({ schema: WalletRecord }),
    ledger: new Collection({ schema: LedgerEntry }),
    uploads: new Collection({ schema: UploadRecord }),
    loginGuards: new Collection({ schema: LoginGuardRecord }),
    gameCollects: new Collection({ schema: GameCollectRecord }),
    bets: new Collection({ schema: BetRow }),
    gameTickets: new Collection({ schema: GameTicketRecord }),
    playSessions: new Collection({ schema: PlaySessionRecord }),
    bulletins: new Collection({ schema: BulletinRecord }),
    depositOrders: new Collection({ schema: DepositOrderRecord }),
    withdrawalOrders: new Collection({ schema: WithdrawalOrderRecord }),
    payees: new Collection({ schema: PayeeRecord }),
    turnover: new Collection({ schema: TurnoverRecord }),
    withdrawGuards: new Collection({ schema: WithdrawGuardRecord }),
    walletSettings: new Collection({ schema: WalletSettingsRecord }),
  };
}
export type Collections = ReturnType<typeof createCollections>;

export interface World {
  readonly seed: number;
  readonly db: Collections;
  readonly counters: Counters;
  /** Seeded: the same seed gives the same generated content. */
  readonly faker: Faker;
}

export function createWorld(seed: number): World {
  const faker = new Faker({ locale: [zh_CN, en] });
  faker.seed(seed);
  return {
    seed,
    db: createCollections(),
    counters: { nextUid: 10001, nextLedgerId: 1, nextOrderSeq: 1, nextUploadSeq: 1, nextPayeeId: 1 },
    faker,
  };
}

/** The exported world: plain JSON, re-validated record by record on import. */
export const WorldSnapshot = z.object({
  version: z.literal(1),
  seed: z.number().int(),
  now: z.number(),
  counters: Counters,
  collections: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type WorldSnapshot = z.infer<typeof WorldSnapshot>;

export function exportWorld(world: World, nowMs: number): WorldSnapshot {
  const collections: WorldSnapshot['collections'] = {};
  for (const [name, collection] of Object.entries(world.db)) {
    // Spreading keeps the record's own data and leaves the library's internal symbol keys behind.
    collections[name] = collection.all().map((record) => ({ ...record }));
  }
  return { version: 1, seed: world.seed, now: nowMs, counters: { ...world.counters }, collections };
}

export async function importWorld(snapshot: WorldSnapshot): Promise<World> {
  const world = createWorld(snapshot.seed);
  Object.assign(world.counters, snapshot.counters);
  const db = world.db as Record<string, Collection<z.ZodType>>;
  for (const [name, records] of Object.entries(snapshot.collections)) {
    const collection = db[name];
    if (!collection) throw new Error(`unknown collection ${name}`);
    // create() validates each record against the collection's schema.
    for (const record of records) await collection.create(record);
  }
  return world;
}
