import { defineArea } from '../../core/area';
import { interest } from './routes';

/** Not built yet: its contract group answers "not implemented"; its issue adds schemas, seed, jobs here. */
export const interestArea = defineArea({ collections: {}, routes: { interest } });
