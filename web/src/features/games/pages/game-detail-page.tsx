import type { Game } from '@contracts/games/game-types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Skeleton, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '@web/components/page';
import { formatMoney } from '@web/lib/money';
import type { PageProps } from '@web/lib/page-props';
import { useSession } from '@web/lib/use-session';
import { gameQuery } from '@web/api/games/get-all-game-list';
import { FavouriteButton } from '../components/favourite-button';
import { categoryLabel } from '../components/format';
import { routes } from '@web/app/routes';
import { PlayPanel } from '../components/play-panel';
import { useMoneyOnReturn } from '../components/use-money-on-return';
import '../games.css';
import { DetailFrame, NotFound, useRouteId } from '@web/components/detail-frame';

/** One game: icon, name, venue, category, minimum bet, favourite, and Play against the venue wallet. */
export default function GameDetailPage({ titleKey }: PageProps) {
  const { t } = useTranslation('lobby');
  const viewer = useSession();
  const queryClient = useQueryClient();
  useMoneyOnReturn();
  const [params] = useSearchParams();
  const { id, named } = useRouteId();
  const venue = params.get('venue') ?? undefined;
  const game = useQuery({ ...gameQuery(queryClient, viewer, id, venue), enabled: named });

  const title = game.data?.name ?? t(`routes:${titleKey}`);
  return (
    <Page title={title}>
      <DetailFrame
        query={game}
        named={named}
        notFound={(refusal) => (
          <NotFound title={t('detail.notFound')} description={refusal ?? t('detail.notFoundHint')} className="lobby-state">
            <Link to="/" className="text-link">
              {t('common:backHome')}
            </Link>
          </NotFound>
        )}
        label={t('common:loading')}
        loading={
          <div className="lobby-detail" aria-busy="true" aria-label={t('common:loading')}>
            <Skeleton animated className="lobby-detail-icon-skeleton" />
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={3} animated />
          </div>
        }
        look={{ state: 'lobby-state' }}
        errorTitle={t('error.title')}
      >
        {(found) => <GameDetail game={found} />}
      </DetailFrame>
    </Page>
  );
}

function GameDetail({ game }: { game: Game }) {
  const { t } = useTranslation('lobby');
  const { lang } = useSession();
  return (
    <article className="lobby-detail" aria-labelledby="lobby-detail-name">
      <div className="lobby-detail-head">
        <img src={game.icon} alt="" width={96} height={96} className="lobby-detail-icon" />
        <div className="lobby-detail-title">
          <h2 id="lobby-detail-name">{game.name}</h2>
          <div className="lobby-detail-tags">
            {game.hot && (
              <Tag color="#b3261e" fill="solid">
                {t('tag.hot')}
              </Tag>
            )}
            {game.recommend && (
              <Tag color="#0a5bd3" fill="solid">
                {t('tag.recommend')}
              </Tag>
            )}
          </div>
        </div>
        <FavouriteButton game={game} withText />
      </div>
      <dl className="lobby-facts">
        <div>
          <dt>{t('detail.venue')}</dt>
          <dd>{game.venueName}</dd>
        </div>
        <div>
          <dt>{t('detail.category')}</dt>
          <dd>{categoryLabel(game.category, lang)}</dd>
        </div>
        <div>
          <dt>{t('detail.minBet')}</dt>
          <dd>{formatMoney(game.minBet)}</dd>
        </div>
      </dl>
      <PlayPanel game={game} />
      <Link className="lobby-detail-records text-link" to={routes.gameRecord({ venue: game.venueCode })}>
        {t('detail.records', { venue: game.venueName })}
      </Link>
    </article>
  );
}
