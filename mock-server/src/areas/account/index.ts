import { defineArea } from '../../core/area';
import { account as accountControl } from './control';
import { account } from './routes';
import { PlayerRecord, SecretGuardRecord } from './schemas';
import { seedDemoPlayers } from './seed';

/** Players, login, profile (sessions live in core: every area's auth reads them). */
export const accountArea = defineArea({
  collections: { players: PlayerRecord, secretGuards: SecretGuardRecord },
  seed: seedDemoPlayers,
  routes: { account },
  control: { account: accountControl },
});
