import type { OutputOf } from '@contracts/core/endpoint';
import type { getList } from '@contracts/lottery/caipiao';
import type { lotteryList } from '@contracts/lottery/lottery';
import type { LotteryLive } from '@contracts/lottery/lottery-types';
import { useQuery } from '@tanstack/react-query';
import { Empty } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { lotteryCatalogueQuery } from '@web/api/lottery/caipiao-get-list';
import { lotteryListQuery } from '@web/api/lottery/lottery-list';
import { routes } from '@web/app/routes';
import { Page } from '@web/components/page';
import { allOf, QueryState } from '@web/components/query-state';
import { pollLiveRounds } from '@web/lib/live-rounds';
import { useSession } from '@web/lib/use-session';
import { HallTile } from './hall-tile';

/** The catalogue's groups, each with the live rounds of its lotteries; a group with none open is left out. */
function liveGroups(catalogue: OutputOf<typeof getList>, live: OutputOf<typeof lotteryList>) {
  const byId = new Map<number, LotteryLive>(live.lotteries.map((l) => [l.lottery.id, l]));
  return catalogue
    .map((group) => ({ ...group, live: group.lotteries.flatMap((l) => byId.get(l.id) ?? []) }))
    .filter((group) => group.live.length > 0);
}

/**
 * The lottery hall (home/game without a lottery): the catalogue's groups by type, each lottery with
 * its live round and last result; then the fast-food game and the order records.
 */
export function LotteryHall({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('lottery');
  const viewer = useSession();
  const catalogue = useQuery(lotteryCatalogueQuery(viewer));
  const live = useQuery({ ...lotteryListQuery(viewer), refetchInterval: pollLiveRounds((data) => data.lotteries.map((l) => l.current)) });
  const both = allOf(catalogue, live);

  return (
    <Page title={t(`routes:${titleKey}`)}>
      <div className="lottery-page">
        <QueryState
          query={{ ...both, data: both.data && liveGroups(...both.data) }}
          label={t('hall.loading')}
          lines={6}
          look={{ loading: 'surface-card', state: 'lottery-state' }}
          empty={<Empty className="lottery-state" description={t('hall.empty')} />}
        >
          {(groups) =>
            groups.map((group) => (
              <section key={group.type} className="lottery-hall-group" aria-labelledby={`lottery-type-${group.type}`}>
                <h2 id={`lottery-type-${group.type}`} className="lottery-hall-title">
                  {group.name}
                </h2>
                <ul className="lottery-tiles">
                  {group.live.map((l) => (
                    <HallTile key={l.lottery.id} live={l} onRoundEnd={() => void live.refetch()} />
                  ))}
                </ul>
              </section>
            ))
          }
        </QueryState>
        <nav className="lottery-hall-more" aria-label={t('hall.more')}>
          <Link to={routes.fastFood()} className="lottery-hall-link">
            <span>{t('routes:home/fastFood')}</span>
            <RightOutline aria-hidden="true" />
          </Link>
          <Link to={routes.orderRecord()} className="lottery-hall-link">
            <span>{t('routes:home/orderRecord')}</span>
            <RightOutline aria-hidden="true" />
          </Link>
        </nav>
      </div>
    </Page>
  );
}
