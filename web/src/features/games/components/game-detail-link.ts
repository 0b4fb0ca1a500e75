import type { Game } from '@contracts/games/game-types';
import { routes } from '@web/app/routes';

/** A game's page, with its venue so a cold open reads only that venue's list. */
export const gameDetailPath = (game: Pick<Game, 'id' | 'venueCode'>) => routes.gameDetail({ id: game.id, venue: game.venueCode });
