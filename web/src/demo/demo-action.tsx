import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { controlErrorText } from './control-client';

export interface DemoAction {
  /** The key of the press whose call is out (its button spins, the section's others wait), or null. */
  pending: string | null;
  /** What the last call answered, in words (a new clock time, a round drawn), or null. */
  result: string | null;
  /** Why the last call failed: the control API's own message, or null. */
  error: string | null;
  /** Runs one press's call; what it resolves to is shown as the result. */
  run: (key: string, call: () => Promise<string | null>, options?: { invalidate?: boolean }) => Promise<void>;
}

/**
 * One section's presses: a spinner on the button pressed, its result or refusal beside it, and afterwards every query
 * of the app invalidated, since the mock's money, clock or chat moved under whatever screen is open (balances,
 * rounds, records). A refusal invalidates too: a 409 "already decided" means the lists on screen are stale.
 */
export function useDemoAction(): DemoAction {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (key: string, call: () => Promise<string | null>, { invalidate = true } = {}) => {
      setPending(key);
      setResult(null);
      setError(null);
      try {
        setResult(await call());
      } catch (failure) {
        setError(controlErrorText(failure));
      } finally {
        setPending(null);
        // Not awaited: the press is done when the mock answered, the screens refetch behind it.
        if (invalidate) void queryClient.invalidateQueries();
      }
    },
    [queryClient],
  );
  return { pending, result, error, run };
}

/** A section's last result (announced politely) or refusal (announced at once). */
export function ActionNote({ action }: { action: DemoAction }) {
  return (
    <>
      <p className="demo-note" role="status">
        {action.result}
      </p>
      {action.error && (
        <p className="demo-error" role="alert">
          {action.error}
        </p>
      )}
    </>
  );
}
