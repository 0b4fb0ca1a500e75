import { useEffect, useState, useSyncExternalStore } from 'react';
import { useAfterFirstScreen } from '@web/lib/after-first-screen';
import { dropProtectionAsks, nextProtectionAsk, onProtectionAsk } from '@web/lib/protection-prompts';
import { useSession } from '@web/lib/use-session';
import type { createAppRouter } from './router';

const loadPrompts = () => import('@web/features/protection/prompts/protection-prompts');
type PromptsModule = Awaited<ReturnType<typeof loadPrompts>>;

const anythingAsked = () => nextProtectionAsk() !== undefined;
const nothingAsked = () => false;

/**
 * Player protection's prompts (the reality check, the limit invitation, the notice before a first bet) for a
 * logged-in player. They load after the first screen, or at once when a page asks for one (a bet waits for its
 * notice); a chunk that fails drops what was asked, so a bet waiting for its notice is not placed. A logout drops
 * what was waiting too.
 */
export function ProtectionPromptsSlot({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const { token } = useSession();
  // Nothing is asked before hydration: the server's snapshot is the same "nothing".
  const asked = useSyncExternalStore(onProtectionAsk, anythingAsked, nothingAsked);
  const settled = useAfterFirstScreen(loadPrompts, token !== '');
  const [early, setEarly] = useState<PromptsModule>();

  useEffect(() => {
    if (!token) dropProtectionAsks();
  }, [token]);
  useEffect(() => {
    if (!asked || !token || settled || early) return undefined;
    let live = true;
    loadPrompts().then(
      (module) => live && setEarly(module),
      () => dropProtectionAsks(),
    );
    return () => {
      live = false;
    };
  }, [asked, token, settled, early]);

  const Prompts = (settled ?? early)?.default;
  return Prompts && token ? <Prompts router={router} /> : null;
}
