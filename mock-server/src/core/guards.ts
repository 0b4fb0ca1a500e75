import type { DomainError } from './errors';
import type { Guards } from './store';

export type { Guards };

type Guard = Guards[keyof Guards];

/** The areas' guards as one: each kind asks every area that declares it, and the first refusal stands. */
export function combineGuards(declared: ReadonlyArray<Partial<Guards>>): Guards {
  const all = <K extends keyof Guards>(kind: K) => declared.map((g) => g[kind]).filter((g): g is Guards[K] => g !== undefined);
  const first =
    <K extends keyof Guards>(kind: K) =>
    (...args: Parameters<Guards[K]>): DomainError | null => {
      for (const guard of all(kind)) {
        const refusal = (guard as (...a: Parameters<Guards[K]>) => ReturnType<Guard>)(...args);
        if (refusal) return refusal;
      }
      return null;
    };
  return { deposit: first('deposit'), stake: first('stake'), venueTransfer: first('venueTransfer'), login: first('login') };
}
