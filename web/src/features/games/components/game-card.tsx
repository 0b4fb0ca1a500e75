import type { Game } from '@contracts/games/game-types';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { gameDetailPath } from './game-detail-link';
import { FavouriteButton } from './favourite-button';

/**
 * One game of a grid: a link to its page and, beside it (not inside: no button in a link), the
 * favourite toggle. The icon has a fixed size and loads lazily, so a 500-game list stays light. The name is drawn
 * once, under the artwork (which carries none); the venue is the lobby's filter row and the game's own page.
 */
export const GameCard = memo(function GameCard({ game }: { game: Game }) {
  return (
    <li className="lobby-card">
      <Link to={gameDetailPath(game)} state={{ game }} className="lobby-card-link">
        <img src={game.icon} alt="" width={96} height={96} loading="lazy" decoding="async" />
        <span className="lobby-card-name">{game.name}</span>
      </Link>
      <FavouriteButton game={game} />
    </li>
  );
});
