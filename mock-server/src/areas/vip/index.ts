import { defineArea } from '../../core/area';
import { vip } from './routes';

/** Not built yet: its contract group answers "not implemented"; its issue adds schemas, seed, jobs here. */
export const vipArea = defineArea({ collections: {}, routes: { vip } });
