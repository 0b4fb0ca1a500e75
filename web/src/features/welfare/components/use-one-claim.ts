import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '@web/lib/toast';

/**
 * A claim from a list (a privilege, a task): which one is being claimed, so only its button waits, and a
 * toast with what was credited. A refusal is the mutation's own toast (request shows the server's message).
 */
export function useOneClaim<Key, Result>(mutation: UseMutationResult<Result, Error, Key>, creditedText: (result: Result) => string) {
  const [claiming, setClaiming] = useState<Key | null>(null);
  const onClaim = (key: Key) => {
    setClaiming(key);
    mutation.mutate(key, {
      onSuccess: (result) => void showToast({ icon: 'success', content: creditedText(result) }),
      onSettled: () => setClaiming(null),
    });
  };
  return { claiming, onClaim };
}
