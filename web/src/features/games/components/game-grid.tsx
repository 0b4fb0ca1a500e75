import type { Game } from '@contracts/games/game-types';
import { Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GameCard } from './game-card';
import { ListFooter } from '@web/components/list-footer';
import { LoadError } from '@web/components/query-state';

interface GameGridProps {
  /** What the grid lists, for its accessible name. */
  label: string;
  games: Game[] | undefined;
  isPending: boolean;
  /** The list query's error (null while none). */
  error: unknown;
  onRetry: () => void;
  hasMore: boolean;
  /** fetchNextPage: its result says whether the page failed (the list footer then offers a retry). */
  loadMore: () => Promise<{ isError: boolean }>;
  /** Shown when the list is empty. */
  empty: ReactNode;
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
 * A grid of games with its four states. It renders page by page (infinite scroll), each card with a
 * fixed-size lazy image and memoised, so a long list scrolls without re-rendering.
 */
export function GameGrid({ label, games, isPending, error, onRetry, hasMore, loadMore, empty }: GameGridProps) {
  const { t } = useTranslation('lobby');
  if (isPending) return <GameGridSkeleton label={label} />;
  if (error || !games) {
    return <LoadError error={error} title={t('error.title')} className="lobby-state" onRetry={onRetry} />;
  }
  if (games.length === 0) return <div className="lobby-state">{empty}</div>;
  return (
    <>
      <ul className="lobby-grid" aria-label={label}>
        {games.map((game) => (
          <GameCard key={game.id} game={game} />
        ))}
      </ul>
      <ListFooter hasMore={hasMore} loadMore={loadMore} />
    </>
  );
}
