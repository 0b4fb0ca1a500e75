import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { nextProtectionAsk, onProtectionAsk } from '@web/lib/protection-prompts';
import { BetNotice } from './bet-notice';
import { LimitInvitation } from './limit-invitation';
import type { PromptRouter } from './prompt-router';
import { RealityCheck } from './reality-check';

/**
 * Player protection's prompts over every page, for a logged-in player (app/protection-prompts-slot.tsx mounts them
 * once): the reality check when it is due, and what pages ask through lib/protection-prompts.ts (the notice before a
 * first bet, the invitation to set a deposit limit), one at a time and never beside an open reality check.
 */
export default function ProtectionPrompts({ router }: { router: PromptRouter }) {
  const { ready } = useTranslation('protectionPrompts', { useSuspense: false });
  const ask = useSyncExternalStore(onProtectionAsk, nextProtectionAsk);
  const [checkOpen, setCheckOpen] = useState(false);
  if (!ready) return null;
  return (
    <>
      <RealityCheck router={router} onOpenChange={setCheckOpen} />
      {ask && !checkOpen && ask.notice === 'betNotice' && <BetNotice ask={ask} router={router} />}
      {ask && !checkOpen && ask.notice === 'limitInvitation' && <LimitInvitation ask={ask} router={router} />}
    </>
  );
}
