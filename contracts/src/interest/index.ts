import { getData, getList, getType, into, receive, turnout } from './interest';

export const interest = { getData, getType, getList, receive, into, turnout };
