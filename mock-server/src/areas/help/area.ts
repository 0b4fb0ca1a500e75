import { defineArea, type Registers } from '../../core/area';
import type { World } from '../../core/store';
import { seedHelpStamps } from './help-centre';
import { seedMessages } from './messages';
import { headerCard, help } from './routes';
import { HelpStampRecord, MessageReadRecord, MessageRecord } from './schemas';

const collections = { messages: MessageRecord, messageReads: MessageReadRecord, helpStamps: HelpStampRecord };

/** Notices and personal messages (read per player) and the help centre (fixed bilingual articles). */
export const helpArea = defineArea({
  collections,
  seed: async (world: World, startMs: number) => {
    await seedMessages(world, startMs);
    await seedHelpStamps(world, startMs);
  },
  routes: { help, account: headerCard },
});

// Types world.db (and world.counters, world.config) without the core importing this area (core/store.ts).
declare module '../../core/store' {
  interface AreaCollections extends Registers<typeof collections> {}
}
