import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<I extends FieldValues, C, O> = Resolver<I, C, O> & { preload: () => Promise<Resolver<I, C, O>> };

/**
 * A react-hook-form resolver whose schema (zod and the contract's rules, about 25 kB gzip) is
 * imported when the player first reaches for the form instead of before the first paint: the form shows and takes
 * typing at once, and the first validation waits for the import if it has not arrived yet. Same schema, same
 * messages: only when zod arrives changes. For screens whose first paint needs no zod (login, register);
 * `useContractForm` starts the download at the first tap, key or focus on the page.
 */
export function lazyResolver<I extends FieldValues, C, O>(load: () => Promise<Resolver<I, C, O>>): LazyResolver<I, C, O> {
  let loading: Promise<Resolver<I, C, O>> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed download (offline) is tried again on the next validation.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<I, C, O> = async (values, context, options) => (await preload())(values, context, options);
  return Object.assign(resolver, { preload });
}
