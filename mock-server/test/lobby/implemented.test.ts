import { describe, expect, it } from 'vitest';
import { api } from '@contracts';
import { pairHandlers } from '@mock/core/binder';
import { handlers } from '@mock/areas';
import { isNotImplemented } from '@mock/core/not-implemented';

/** Issue 4's endpoints: none may still answer "not implemented". */
const LOBBY = [
  'frontpage/getSlideshowList', 'frontpage/getGameList', 'game/openGame', 'game/getAllGameList', 'game/gameCollect',
  'game/gameCollectList', 'game/getBulletin', 'game/getSearchGameList', 'gamebet/getBetList', 'gamebet/getTotalList',
];

describe('the lobby endpoints', () => {
  it('are all implemented', () => {
    const bound = pairHandlers(api, handlers);
    for (const path of LOBBY) {
      const entry = bound.find((b) => b.endpoint.path === path);
      expect(entry, path).toBeDefined();
      expect(isNotImplemented(entry!.handler), path).toBe(false);
    }
  });
});
