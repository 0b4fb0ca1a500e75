import { defineArea } from '../../core/area';
import type { World } from '../../core/store';
import { seedHelpStamps } from './help-centre';
import { seedMessages } from './messages';
import { help } from './routes';
import { HelpStampRecord, MessageReadRecord, MessageRecord } from './schemas';

/** Notices and personal messages (read per player) and the help centre (fixed bilingual articles). */
export const helpArea = defineArea({
  collections: { messages: MessageRecord, messageReads: MessageReadRecord, helpStamps: HelpStampRecord },
  seed: async (world: World, startMs: number) => {
    await seedMessages(world, startMs);
    await seedHelpStamps(world, startMs);
  },
  routes: { help },
});
