import type { api } from '@contracts';
import type { Handlers } from '../../core/context';
import { readConversation } from './read';
import { sendMessage } from './send';

/** chat/* (an extension of spec §7, docs/decisions.md): the customer-service conversation of home/kefu. */
export const chat: Handlers<typeof api.chat> = {
  getMessages: (input, ctx) => readConversation(ctx, input),
  send: (input, ctx) => sendMessage(ctx, input),
};
