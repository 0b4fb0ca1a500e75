import { defineArea, type Registers } from '../../core/area';
import { account as accountControl } from './control';
import { account } from './routes';
import { PasswordResetRecord, PlayerRecord, SecretGuardRecord } from './schemas';
import { seedDemoPlayers } from './seed';

const collections = { players: PlayerRecord, secretGuards: SecretGuardRecord, passwordResets: PasswordResetRecord };
const counters = { nextUid: 10001 };

/** Players, login, profile (sessions live in core: every area's auth reads them). */
export const accountArea = defineArea({
  collections,
  counters,
  // Password hashes are blanked; an import takes them back from the running world's same player.
  // A reset code is a bearer secret like a session token: an export without secrets leaves the pending ones out.
  secrets: {
    collections: ['passwordResets'],
    fields: { players: { blank: ['passwordHash', 'secondaryPasswordHash'], sameRecord: ['uid', 'username'] } },
  },
  seed: seedDemoPlayers,
  routes: { account },
  control: { account: accountControl },
});

// Types world.db (and world.counters, world.config) without the core importing this area (core/store.ts).
declare module '../../core/store' {
  interface AreaCollections extends Registers<typeof collections> {}
}
declare module '../../core/schemas' {
  interface AreaCounters extends Registers<typeof counters> {}
}
