// @vitest-environment jsdom
import type { Game } from '@contracts/games/game-types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@web/test/render';
import { frontpageKeys } from '../frontpage/keys';
import { useCollectGame } from './game-collect';
import { gamesKeys } from './keys';

const game: Game = {
  id: 4,
  name: 'Koi Gems',
  venueCode: 'ag_slots',
  venueName: 'Aurora Slots',
  category: 2,
  icon: '/assets/games/4.svg',
  hot: true,
  recommend: false,
  collected: false,
  minBet: '1.00',
  demo: true,
};
const listKey = gamesKeys.gameList({ lang: 'en', uid: '7' }, { tab: 0, category: 2 });
const homeKey = frontpageKeys.homeCategories({ lang: 'en', uid: '7' });

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(listKey, { pages: [{ list: [game], total: 1, page: 1, pageSize: 24 }], pageParams: [1] });
  client.setQueryData(homeKey, [{ category: 1, games: [game] }]);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const collectedIn = (key: readonly unknown[]) => {
    const data = client.getQueryData<{ pages: Array<{ list: Game[] }> } | Array<{ games: Game[] }>>(key);
    return Array.isArray(data) ? data[0]?.games[0]?.collected : data?.pages[0]?.list[0]?.collected;
  };
  return { client, wrapper, collectedIn };
}

afterEach(() => vi.unstubAllGlobals());

describe('favourite toggle', () => {
  it('shows the new state in every cached list at once and keeps it when the server agrees', async () => {
    let answer!: (r: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { wrapper, collectedIn } = setup();
    const { result } = renderHook(() => useCollectGame(game.id), { wrapper });
    act(() => result.current.mutate(true));
    await waitFor(() => expect(collectedIn(listKey)).toBe(true));
    expect(collectedIn(homeKey)).toBe(true);
    answer(jsonResponse({ code: 1, msg: 'ok', data: { gameId: game.id, collected: true } }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(collectedIn(listKey)).toBe(true);
    const body = JSON.parse(String((vi.mocked(fetch).mock.calls[0]?.[1] as RequestInit).body)) as unknown;
    // The wanted state, not "toggle": repeated presses are idempotent on the server.
    expect(body).toEqual({ gameId: game.id, collect: true });
  });

  it('goes back when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ code: 0, msg: 'Game not found', data: null })),
    );
    const { wrapper, collectedIn } = setup();
    const { result } = renderHook(() => useCollectGame(game.id), { wrapper });
    act(() => result.current.mutate(true));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(collectedIn(listKey)).toBe(false);
    expect(collectedIn(homeKey)).toBe(false);
  });
});
