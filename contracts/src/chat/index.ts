import { getMessages, send } from './chat';

/** Not in spec §7: the customer-service chat of home/kefu. */
export const chat = { getMessages, send };
