import type { Game } from '@contracts/games/game-types';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { findCachedGame, withCollected } from './game-cache';
import { gamesKeys } from './keys';

const game = (id: number, collected = false): Game => ({
  id,
  name: `Game ${id}`,
  venueCode: 'ag_slots',
  venueName: 'Aurora Slots',
  category: 2,
  icon: `/assets/games/${id}.svg`,
  hot: false,
  recommend: false,
  collected,
  minBet: '1.00',
  demo: true,
});

describe('the favourite flag across cached shapes', () => {
  it('sets it on one game, in pages of a list, in home categories', () => {
    expect(withCollected(game(1), 1, true).collected).toBe(true);
    const pages = { pages: [{ list: [game(1), game(2)] }, { list: [game(3)] }], pageParams: [1, 2] };
    const patched = withCollected(pages, 3, true);
    expect(patched.pages[1]?.list[0]?.collected).toBe(true);
    expect(patched.pages[0]?.list.every((g) => !g.collected)).toBe(true);
    // Pages it does not touch keep their identity (React skips re-rendering their cards).
    expect(patched.pages[0]?.list[0]).toBe(pages.pages[0]?.list[0]);
    const home = [{ category: 2, games: [game(5)] }];
    expect(withCollected(home, 5, true)[0]?.games[0]?.collected).toBe(true);
  });

  it('leaves data without games alone', () => {
    expect(withCollected(null, 1, true)).toBeNull();
    expect(withCollected({ total: 3 }, 1, true)).toEqual({ total: 3 });
  });
});

describe('a game page opened from a list', () => {
  it('finds the game in a cached list of the same language and viewer only', () => {
    const client = new QueryClient();
    client.setQueryData(gamesKeys.gameList({ lang: 'en', uid: '7' }, { tab: 0, category: 2 }), {
      pages: [{ list: [game(9, true)] }],
      pageParams: [1],
    });
    expect(findCachedGame(client, { lang: 'en', uid: '7' }, 9)?.collected).toBe(true);
    expect(findCachedGame(client, { lang: 'zh_hans', uid: '7' }, 9)).toBeUndefined();
    expect(findCachedGame(client, { lang: 'en', uid: '8' }, 9)).toBeUndefined();
  });
});
