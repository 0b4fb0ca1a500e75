import type { Game } from '@contracts/games/game-types';
import { Skeleton } from 'antd-mobile';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFooter } from '@web/components/list-footer';
import { QueryState } from '@web/components/query-state';
import type { PagedQuery } from '@web/components/record-list';
import { GameCard } from './game-card';
import { useFirstRows } from './use-first-rows';

interface GameGridProps {
  /** What the grid lists, for its accessible name. */
  label: string;
  /** The infinite list of games (page by page). */
  query: PagedQuery<Game>;
  /** The games to show of those loaded (the Collection keeps only those still favourite). */
  select?: (games: Game[]) => Game[];
  /** Shown when the list is empty. */
  empty: ReactNode;
  /** What the player can do instead, below the empty block (browse the lobby). */
  emptyAction?: ReactNode;
}

export const SKELETON_CARDS = 9;

export function GameGridSkeleton({ label }: { label: string }) {
  return (
    <ul className="lobby-grid" aria-busy="true" aria-label={label}>
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <li key={i} className="lobby-card lobby-card-skeleton">
          <Skeleton animated className="lobby-skeleton-icon" />
          <Skeleton.Title animated />
        </li>
      ))}
    </ul>
  );
}

/**
 * A grid of games with its four states (the loading one a grid of card placeholders). It renders page
 * by page (infinite scroll), each card with a fixed-size lazy image and memoised, so a long list scrolls without
 * re-rendering.
 */
export function GameGrid({ label, query, select, empty, emptyAction }: GameGridProps) {
  const { t } = useTranslation('lobby');
  const games = useMemo(() => {
    const all = query.data?.pages.flatMap((page) => page.list);
    return all && select ? select(all) : all;
  }, [query.data, select]);
  // QueryState and ListFooter rather than RecordList: the grid is the home's first screen, which already carries
  // those two, and RecordList would be one more module on it (the first-screen cap, docs/performance.md).
  return (
    <QueryState
      query={{ data: games, isPending: query.isPending, error: query.error, refetch: query.refetch }}
      label={label}
      look={{ state: 'lobby-state' }}
      loading={<GameGridSkeleton label={label} />}
      errorTitle={t('error.title')}
      empty={
        <>
          <div className="lobby-state">{empty}</div>
          {emptyAction}
        </>
      }
    >
      {(shown) => <Cards games={shown} label={label} query={query} />}
    </QueryState>
  );
}

/**
 * The cards, the first rows at once and the rest when the browser is idle (useFirstRows); the footer that loads the
 * next page comes once every loaded card is drawn, so it never asks for more while the page still has cards to show.
 */
function Cards({ games, label, query }: { games: Game[]; label: string; query: PagedQuery<Game> }) {
  const drawn = useFirstRows(games.length);
  return (
    <>
      <ul className="lobby-grid" aria-label={label}>
        {games.slice(0, drawn).map((game) => (
          <GameCard key={game.id} game={game} />
        ))}
      </ul>
      {drawn === games.length && <ListFooter hasMore={query.hasNextPage} loadMore={() => query.fetchNextPage({ cancelRefetch: false })} />}
    </>
  );
}
