import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '@web/components/page';
import type { PageProps } from '@web/lib/page-props';
import { useSession } from '@web/lib/use-session';
import { homeCategoriesQuery } from '@web/api/frontpage/get-game-list';
import { BulletinBar } from '../components/bulletin-bar';
import { CategoryBar } from '../components/category-bar';
import { GameLobby } from '../components/game-lobby';
import { GamesHead } from '../components/games-head';
import { routes } from '@web/app/routes';
import { HomeWallet } from '../components/home-wallet';
import { SearchEntry } from '../components/search-entry';
import { Slideshow } from '../components/slideshow';
import { useMoneyOnReturn } from '../components/use-money-on-return';
import { LoadError } from '@web/components/query-state';
import '../games.css';
import '../home-header.css';
import { CardsIcon, GridIcon } from '@web/components/icons';

const HOT = 1;
/** The lottery category (GameCategory.lottery): its games are the lottery hall's rooms, so it leads there too. */
const LOTTERY = 3;

/** Home: under the tab pages' brand bar, a player's balance and quick actions, search, banners, bulletins, shortcuts to the electronic and chess pages, then the lobby by category. */
export default function HomePage({ titleKey }: PageProps) {
  const { t } = useTranslation('lobby');
  const viewer = useSession();
  useMoneyOnReturn();
  const categories = useQuery(homeCategoriesQuery(viewer));
  const [params, setParams] = useSearchParams();
  const category = Number(params.get('cat') ?? HOT) || HOT;
  const current = categories.data?.find((c) => c.category === category) ?? categories.data?.[0];
  const selectCategory = (next: number) =>
    // A new category starts on All with every venue.
    setParams(next === HOT ? {} : { cat: String(next) }, { replace: true });

  return (
    <Page title={t(`routes:${titleKey}`)} refreshable>
      {viewer.token && <HomeWallet />}
      <div className="lobby-top">
        <SearchEntry />
      </div>
      <Slideshow />
      <BulletinBar />
      <nav className="lobby-shortcuts" aria-label={t('shortcuts.label')}>
        <Link to={routes.electronic()}>
          <GridIcon aria-hidden="true" />
          <span>{t('routes:tabbarPages/home/dz')}</span>
        </Link>
        <Link to={routes.chess()}>
          <CardsIcon aria-hidden="true" />
          <span>{t('routes:tabbarPages/home/qp')}</span>
        </Link>
      </nav>
      <section className="lobby-section" aria-labelledby="lobby-games-heading">
        <GamesHead heading={t('games.heading')} categoryName={current?.name ?? ''} />
        {categories.isError ? (
          <LoadError error={categories.error} title={t('error.title')} className="lobby-state" onRetry={() => void categories.refetch()} />
        ) : (
          <>
            <CategoryBar query={categories} value={current?.category ?? category} onChange={selectCategory} />
            {(current?.category ?? category) === LOTTERY && (
              <Link to={routes.game()} className="lobby-lottery-hall" data-testid="lottery-hall-link">
                {t('lotteryHall.link')}
              </Link>
            )}
            <GameLobby key={current?.category ?? category} category={current?.category ?? category} categoryName={current?.name ?? ''} />
          </>
        )}
      </section>
    </Page>
  );
}
