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
import { SearchEntry } from '../components/search-entry';
import { Slideshow } from '../components/slideshow';
import { useMoneyOnReturn } from '../components/use-money-on-return';
import { LoadError } from '@web/components/query-state';
import { useAfterFirstScreen } from '@web/lib/after-first-screen';
import { lazyPiece } from '@web/lib/lazy-page';
import '../games.css';
import '../home-header.css';
import { CardsIcon, GridIcon } from '@web/components/icons';

// A player's wallet card is a piece of its own: a visitor's first screen (the one with the byte cap, docs/performance.md)
// does not carry it. Its placeholder is the card at its final size, so nothing moves when it comes.
const HomeWallet = lazyPiece(() => import('../components/home-wallet'));
const walletPlaceholder = <div className="home-wallet" aria-hidden="true" />;

// The jackpot, the big wins and the recently played row come after the first screen (docs/performance.md).
const loadPulse = () => import('../components/pulse');

const HOT = 1;
/** The lottery category (GameCategory.lottery): its games are the lottery hall's rooms, so it leads there too. */
const LOTTERY = 3;

/** Home: under the tab pages' brand bar, a player's balance and quick actions, search, banners, bulletins, shortcuts to the electronic and chess pages, then the lobby by category. */
export default function HomePage({ titleKey }: PageProps) {
  const { t } = useTranslation('lobby');
  const viewer = useSession();
  useMoneyOnReturn();
  const pulse = useAfterFirstScreen(loadPulse);
  const categories = useQuery(homeCategoriesQuery(viewer));
  const [params, setParams] = useSearchParams();
  const category = Number(params.get('cat') ?? HOT) || HOT;
  const current = categories.data?.find((c) => c.category === category) ?? categories.data?.[0];
  const selectCategory = (next: number) =>
    // A new category starts on All with every venue.
    setParams(next === HOT ? {} : { cat: String(next) }, { replace: true });

  return (
    <Page title={t(`routes:${titleKey}`)} refreshable>
      {viewer.token && <HomeWallet fallback={walletPlaceholder} />}
      <div className="lobby-top">
        <SearchEntry />
        {/* The halls as colour chips beside the search: one row where two were, so games show on a small phone. */}
        <nav className="lobby-shortcuts" aria-label={t('shortcuts.label')}>
          <Link to={routes.electronic()} aria-label={t('routes:tabbarPages/home/dz')} className="icon-chip icon-chip-violet">
            <GridIcon aria-hidden="true" />
          </Link>
          <Link to={routes.chess()} aria-label={t('routes:tabbarPages/home/qp')} className="icon-chip icon-chip-green">
            <CardsIcon aria-hidden="true" />
          </Link>
        </nav>
      </div>
      <Slideshow />
      <BulletinBar />
      {/* Its two lines are kept while the chunk comes, so nothing below moves. */}
      {pulse ? <pulse.LivePulse /> : <div className="pulse" aria-hidden="true" />}
      {viewer.token && pulse && <pulse.RecentlyPlayed />}
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
