import type { Game } from '@contracts/games/game-types';
import { HeartIcon } from '@web/components/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { currentHashPath, routes } from '@web/app/routes';
import { useSession } from '@web/lib/use-session';
import { useCollectGame } from '@web/api/games/game-collect';

interface FavouriteButtonProps {
  game: Pick<Game, 'id' | 'name' | 'collected'>;
  /** A labelled button (detail page) rather than an icon over a card. */
  withText?: boolean;
}

/** Adds to or removes from favourites; a visitor is sent to login and back here. */
export function FavouriteButton({ game, withText }: FavouriteButtonProps) {
  const { t } = useTranslation('lobby');
  const { token } = useSession();
  const navigate = useNavigate();
  const collect = useCollectGame(game.id);
  const onClick = () => {
    if (!token) {
      // Read at press time: a location hook in each of hundreds of cards would re-render them all on every navigation.
      navigate(routes.login({ redirect: currentHashPath() }));
      return;
    }
    collect.mutate(!game.collected);
  };
  const name = game.collected ? t('favourite.remove', { name: game.name }) : t('favourite.add', { name: game.name });
  return (
    <button
      type="button"
      className={withText ? 'lobby-fav lobby-fav-text' : 'lobby-fav'}
      aria-pressed={game.collected}
      aria-label={withText ? undefined : name}
      title={withText ? undefined : name}
      onClick={onClick}
    >
      <HeartIcon aria-hidden="true" fill={game.collected ? 'currentColor' : 'none'} />
      {withText && <span>{game.collected ? t('favourite.collected') : t('favourite.collect')}</span>}
    </button>
  );
}
