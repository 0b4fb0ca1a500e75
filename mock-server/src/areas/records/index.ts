import { defineArea } from '../../core/area';
import { records } from './routes';

/** The player's records (trades, money log, bets): read-only views over the other areas' collections. */
export const recordsArea = defineArea({ collections: {}, routes: { records } });
