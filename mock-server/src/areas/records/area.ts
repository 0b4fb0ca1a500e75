import { defineArea } from '../../core/area';
import { seedMoneyStory } from './money-story';
import { records } from './routes';

/**
 * The player's records (trades, money log, bets): read-only views over the other areas' collections. Its seed, demo01's
 * month of deposits, transfers and withdrawals, runs after the wallet and games areas it goes through.
 */
export const recordsArea = defineArea({ collections: {}, routes: { records }, seed: seedMoneyStory });
