/**
 * What a page asks of the app shell's player-protection prompts (features/protection/prompts, mounted once by
 * app/protection-prompts-slot.tsx): features never import each other, so the lottery room, the fast-food table, a
 * venue's play panel, registration and the deposit form hand their ask to this queue and the shell's prompts answer
 * it, one at a time, never two dialogs at once.
 */
export type ProtectionAsk =
  /** Invite the player to set a deposit limit, unless they have answered the invitation before. */
  | { notice: 'limitInvitation' }
  /** The responsible-gaming notice before a first bet: `answer(true)` once read, and the bet goes on; false drops it. */
  | { notice: 'betNotice'; answer: (go: boolean) => void };

let waiting: readonly ProtectionAsk[] = [];
const listeners = new Set<() => void>();

function set(next: readonly ProtectionAsk[]): void {
  waiting = next;
  for (const listener of listeners) listener();
}

export function askProtection(ask: ProtectionAsk): void {
  // One invitation waiting is enough: a second deposit before it shows asks nothing new.
  if (ask.notice === 'limitInvitation' && waiting.some((w) => w.notice === 'limitInvitation')) return;
  set([...waiting, ask]);
}

/** The oldest ask not yet answered (the same object until it is taken, as useSyncExternalStore needs). */
export function nextProtectionAsk(): ProtectionAsk | undefined {
  return waiting[0];
}

/** The prompts took `ask` and show it (or decided it is not needed). */
export function takeProtectionAsk(ask: ProtectionAsk): void {
  set(waiting.filter((w) => w !== ask));
}

/** Everything waiting goes unanswered (the player logged out): a bet waiting for its notice is not placed. */
export function dropProtectionAsks(): void {
  const dropped = waiting;
  set([]);
  for (const ask of dropped) if (ask.notice === 'betNotice') ask.answer(false);
}

export function onProtectionAsk(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
