import { getMessages, send } from './chat';

/** Not in spec §7: the customer-service chat of home/kefu (issue 13). */
export const chat = { getMessages, send };
