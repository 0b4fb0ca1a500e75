import { claim, getTasks } from './welfare';

export const welfare = { getTasks, claim };
