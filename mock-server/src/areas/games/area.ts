import { defineArea, type Registers } from '../../core/area';
import { seedLobby } from './bets/history';
import { settleDue } from './bets/settle';
import { games as gamesControl } from './control';
import { registerPlay } from './play/routes';
import { games } from './routes';
import { BetRow, BulletinRecord, GameCollectRecord, GameTicketRecord, JackpotRoundRecord, PlaySessionRecord } from './schemas';

const collections = {
  gameCollects: GameCollectRecord,
  bets: BetRow,
  gameTickets: GameTicketRecord,
  playSessions: PlaySessionRecord,
  bulletins: BulletinRecord,
  jackpotRounds: JackpotRoundRecord,
};

/** The lobby: catalogue, favourites, tickets, the demo game pages and their bets. */
export const gamesArea = defineArea({
  collections,
  secrets: { collections: ['gameTickets', 'playSessions'] },
  seed: seedLobby,
  routes: { games },
  // Clock-settled bets keep their due time in the world, so the job survives export/import.
  jobs: { dueBets: settleDue },
  control: { games: gamesControl },
  http: registerPlay,
});

// Types world.db (and world.counters, world.config) without the core importing this area (core/store.ts).
declare module '../../core/store' {
  interface AreaCollections extends Registers<typeof collections> {}
}
