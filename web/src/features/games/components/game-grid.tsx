import type { Game } from '@contracts/games/game-types';
import { Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordList, type PagedQuery } from '@web/components/record-list';
import { GameCard } from './game-card';

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
 * A grid of games with its four states (RecordList's, the loading one a grid of card placeholders). It renders page
 * by page (infinite scroll), each card with a fixed-size lazy image and memoised, so a long list scrolls without
 * re-rendering.
 */
export function GameGrid({ label, query, select, empty, emptyAction }: GameGridProps) {
  const { t } = useTranslation('lobby');
  return (
    <RecordList
      query={query}
      select={select}
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
      {(games) => (
        <ul className="lobby-grid" aria-label={label}>
          {games.map((game) => (
            <GameCard key={game.id} game={game} />
          ))}
        </ul>
      )}
    </RecordList>
  );
}
