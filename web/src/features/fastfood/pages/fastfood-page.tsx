import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fastfoodOptionQuery } from '@web/api/fastfood/get-option';
import { fastfoodHistoryQuery } from '@web/api/fastfood/get-history';
import { fastfoodRateQuery } from '@web/api/fastfood/rate';
import { fastfoodTableQuery } from '@web/api/fastfood/bet';
import { fastfoodKeys } from '@web/api/fastfood/keys';
import { Page } from '@web/components/page';
import { allOf, QueryState } from '@web/components/query-state';
import { FeatureStrings } from '@web/components/feature-strings';
import { pollLiveRounds } from '@web/lib/live-rounds';
import type { PageProps } from '@web/lib/page-props';
import { useSession } from '@web/lib/use-session';
import { FastFoodGame } from '../components/fastfood-game';
import { FastFoodRecords } from '../components/fastfood-records';
import { HistoryStrip } from '../components/history-strip';
import '../fastfood.css';

/** home/fastFood: the fast-food game; its strings come with it (lib/i18n.ts FEATURE_NAMESPACES). */
export default function FastFoodPage(props: PageProps) {
  return (
    <FeatureStrings ns="fastfood">
      <FastFoodGamePage {...props} />
    </FeatureStrings>
  );
}

function FastFoodGamePage({ titleKey }: PageProps) {
  const { t } = useTranslation('fastfood');
  const viewer = useSession();
  const option = useQuery(fastfoodOptionQuery(viewer));
  const rates = useQuery(fastfoodRateQuery());
  const table = useQuery({ ...fastfoodTableQuery(viewer), refetchInterval: pollLiveRounds((data) => [data.current]) });
  const history = useInfiniteQuery(fastfoodHistoryQuery());
  const items = useMemo(() => new Map((option.data?.items ?? []).map((item) => [item.id, item])), [option.data]);
  const lastDrawn = table.data?.previous?.roundNo;
  // A round drawn while the page is open: the results list reads its first page again (the strip has it already).
  const queryClient = useQueryClient();
  const seenDrawn = useRef(lastDrawn);
  useEffect(() => {
    if (lastDrawn === undefined || lastDrawn === seenDrawn.current) return;
    const firstSight = seenDrawn.current === undefined;
    seenDrawn.current = lastDrawn;
    if (!firstSight) void queryClient.invalidateQueries({ queryKey: fastfoodKeys.history() });
  }, [lastDrawn, queryClient]);
  const firstPage = history.data?.pages[0]?.list;
  // The strip follows the table: a round drawn since the history was read is added in front.
  const strip = useMemo(() => {
    const previous = table.data?.previous;
    if (!firstPage || !previous || firstPage[0]?.roundNo === previous.roundNo) return firstPage;
    return [previous, ...firstPage.filter((round) => round.roundNo !== previous.roundNo)];
  }, [firstPage, table.data?.previous]);

  return (
    <Page title={t(`routes:${titleKey}`)}>
      <div className="ff-page" data-last-drawn={lastDrawn}>
        <QueryState
          query={allOf(option, allOf(rates, table))}
          label={t('common:loading')}
          look={{ state: 'ff-state' }}
          loading={
            <div className="ff-loading" aria-busy="true" aria-label={t('common:loading')}>
              <Skeleton.Title animated />
              <div className="ff-ring-skeleton" />
              <Skeleton.Paragraph lineCount={4} animated />
            </div>
          }
        >
          {([game, [rateList, live]]) => (
            <>
              <FastFoodGame option={game} rates={rateList} table={live} />
              <HistoryStrip rounds={strip} items={items} />
              <FastFoodRecords items={items} ringLength={game.ring.length} />
            </>
          )}
        </QueryState>
      </div>
    </Page>
  );
}
