import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';
import { gameHoldingKeys, withCollected } from './game-cache';
import { gamesKeys } from './keys';

/**
 * The favourite toggle, optimistic: every cached list shows the new state at once and goes back if
 * the server refuses. Each press sends the wanted state (not "toggle"), the server is idempotent, and
 * presses on one game run one after another (mutation scope), so quick double taps end where the last
 * tap said.
 */
export function useCollectGame(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `lobby-collect-${gameId}` },
    mutationFn: (collect: boolean) => request(wire.games.gameCollect, { gameId, collect }),
    onMutate: async (collect: boolean) => {
      const roots = gameHoldingKeys();
      await Promise.all(roots.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      const previous: Array<[QueryKey, unknown]> = roots.flatMap((queryKey) => queryClient.getQueriesData({ queryKey }));
      for (const queryKey of roots) {
        queryClient.setQueriesData({ queryKey }, (data: unknown) => withCollected(data, gameId, collect));
      }
      return { previous };
    },
    onError: (_error, _collect, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () =>
      // The favourites list and Collection tabs gain or lose a row: fetch them again.
      queryClient.invalidateQueries({
        queryKey: gamesKeys.games(),
        predicate: (query) => query.queryKey.includes('collection') || isCollectionTab(query.queryKey),
      }),
  });
}

const isCollectionTab = (key: QueryKey) =>
  key.some((part) => typeof part === 'object' && part !== null && (part as { tab?: number }).tab === 2);
