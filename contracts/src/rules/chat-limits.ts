/*
 * The chat's limits without zod: the web's chat page reads them on its first paint, before the composer's
 * schema (rules/chat.ts) is imported.
 */

/** A chat message's text: 1–500 characters as a person sees them (visibleLength), trimmed. */
export const CHAT_TEXT_MAX = 500;
/** At most this many player messages in any rolling minute of the platform clock (a flood is refused). */
export const CHAT_RATE_LIMIT = 20;
export const CHAT_RATE_WINDOW_MS = 60_000;
/** The most messages one chat/getMessages answer carries. */
export const CHAT_PAGE_MAX = 100;

/** Who wrote a message (the wire's numbers): the player, the help-centre assistant (instant), a human agent (later). */
export const CHAT_SENDER = { player: 1, bot: 2, agent: 3 } as const;
