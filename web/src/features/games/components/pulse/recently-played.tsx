import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '@web/lib/use-session';
import { recentlyPlayedQuery } from '@web/api/games/get-recently-played';
import { gameDetailPath } from '../game-detail-link';

/** A player's recently played games (from their own opens and bets in the world), one scrolling row; nothing when there are none. */
export function RecentlyPlayed() {
  const { t } = useTranslation('lobby');
  const recent = useQuery(recentlyPlayedQuery(useSession()));
  if (!recent.data?.length) return null;
  return (
    <section className="pulse-recent" aria-labelledby="pulse-recent-heading">
      <h2 id="pulse-recent-heading" className="pulse-recent-title">
        {t('pulse.recent')}
      </h2>
      <ul className="pulse-recent-list" data-testid="recently-played">
        {recent.data.map((game) => (
          <li key={game.id}>
            <Link to={gameDetailPath(game)} state={{ game }}>
              <img src={game.icon} alt="" width={44} height={44} loading="lazy" decoding="async" />
              <span>{game.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
