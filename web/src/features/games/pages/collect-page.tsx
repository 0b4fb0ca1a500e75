import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Empty } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Page } from '@web/components/page';
import type { PageProps } from '@web/lib/page-props';
import { routes } from '@web/app/routes';
import { useSession } from '@web/lib/use-session';
import { collectionQuery, stillCollected } from '@web/api/games/game-collect-list';
import { GameGrid } from '../components/game-grid';
import '../games.css';

/** mine/collect: the player's favourite games, most recent first; un-favouriting removes one at once. */
export default function CollectPage({ titleKey }: PageProps) {
  const { t } = useTranslation('lobby');
  const viewer = useSession();
  const navigate = useNavigate();
  const list = useInfiniteQuery(collectionQuery(viewer));
  const title = t(`routes:${titleKey}`);
  return (
    <Page title={title}>
      <section className="lobby-section" aria-labelledby="lobby-collect-heading">
        <h2 id="lobby-collect-heading" className="lobby-section-title">
          {t('collection.heading')}
        </h2>
        <GameGrid
          label={title}
          query={list}
          select={stillCollected}
          empty={<Empty description={t('collection.empty')} />}
          emptyAction={
            <div className="centered-block">
              <Button color="primary" fill="outline" onClick={() => navigate(routes.home())}>
                {t('collection.browse')}
              </Button>
            </div>
          }
        />
      </section>
    </Page>
  );
}
