import { z } from 'zod';
import { endpoint } from '../core/endpoint';
// Venues and their categories are the games area's: one Venue schema for game lists and wallets.
import { GameCategoryParam, Venue } from '../games/game-types';

export const getVenuesList = endpoint({
  method: 'GET',
  path: 'fundslog/getVenuesList',
  // Reference data without any balance: visitors may read it (the home page shows venue logos).
  auth: 'none',
  summary:
    "The game venues (code = the venue wallet's code, name, category, logo, maintenance flag), in display order; optionally one category.",
  input: z.object({ category: GameCategoryParam.optional() }),
  output: z.array(Venue),
});
