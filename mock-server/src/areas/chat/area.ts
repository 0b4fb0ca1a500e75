import { defineArea, type Registers } from '../../core/area';
import { chat as chatControl } from './control';
import { handoverLifecycle } from './handover';
import { chat } from './routes';
import { ChatHandoverRecord, ChatMessageRecord } from './schemas';

const collections = { chatMessages: ChatMessageRecord, chatHandovers: ChatHandoverRecord };

/**
 * The customer-service chat of home/kefu (an extension of spec §7): each player's conversation,
 * the help-centre assistant's instant answers and the hand-overs to a human agent, answered by the clock.
 */
export const chatArea = defineArea({
  collections,
  routes: { chat },
  control: { chat: chatControl },
  jobs: { dueChatHandovers: handoverLifecycle.settleDue },
});

// Types world.db (and world.counters, world.config) without the core importing this area (core/store.ts).
declare module '../../core/store' {
  interface AreaCollections extends Registers<typeof collections> {}
}
