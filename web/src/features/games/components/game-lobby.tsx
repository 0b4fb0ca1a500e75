import type { Game } from '@contracts/games/game-types';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Empty } from 'antd-mobile';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@web/lib/use-session';
import { gameListQuery } from '@web/api/games/get-all-game-list';
import { GameGrid } from './game-grid';
import { LoginPrompt } from './login-prompt';
import { ToggleRow } from '@web/components/toggle-row';
import { TAB_KEYS, useLobbyFilter } from './lobby-filter';

// The favourites page's stillCollected, not imported: that module would be one more on the home's first screen.
const collectedOnly = (games: Game[]) => games.filter((game) => game.collected);

/** The game area of a category under its head (GamesHead: All / Recommend / Collection): the venue filter, then the grid. */
export function GameLobby({ category, categoryName }: { category: number; categoryName: string }) {
  const { t } = useTranslation('lobby');
  const viewer = useSession();
  const { token } = viewer;
  const { tab, venueCode, set } = useLobbyFilter();

  const visitorCollection = tab === 2 && !token;
  const filter = useMemo(() => ({ category, tab, venueCode: venueCode || undefined }), [category, tab, venueCode]);
  const list = useInfiniteQuery({ ...gameListQuery(viewer, filter), enabled: !visitorCollection });
  const venues = list.data?.pages[0]?.venues ?? [];

  return (
    <div className="lobby-area">
      {venues.length > 1 && (
        <ToggleRow
          label={t('venue.label')}
          className="toggle-pills lobby-segmented lobby-venues"
          options={[{ value: '', label: t('venue.all') }, ...venues.map((venue) => ({ value: venue.code, label: venue.name }))]}
          value={venueCode}
          onChange={(value) => set('venue', value)}
        />
      )}
      {visitorCollection ? (
        <LoginPrompt />
      ) : (
        <GameGrid
          label={t('grid.label', { category: categoryName, tab: t(TAB_KEYS[tab]) })}
          query={list}
          // A game un-favourited here leaves the Collection tab at once (optimistic), before the refetch.
          select={tab === 2 ? collectedOnly : undefined}
          empty={<Empty description={tab === 2 ? t('collection.empty') : t('grid.empty')} />}
        />
      )}
    </div>
  );
}
