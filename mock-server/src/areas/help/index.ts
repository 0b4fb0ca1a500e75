import { defineArea } from '../../core/area';
import { help } from './routes';

/** Not built yet: its contract group answers "not implemented"; its issue adds schemas, seed, jobs here. */
export const helpArea = defineArea({ collections: {}, routes: { help } });
