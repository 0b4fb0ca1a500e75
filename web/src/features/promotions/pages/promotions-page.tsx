import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Empty, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { promotionClassesQuery } from '@web/api/promotions/get-activity-classification';
import { promotionListQuery } from '@web/api/promotions/list';
import { FeatureStrings } from '@web/components/feature-strings';
import { RecordList } from '@web/components/record-list';
import { Page } from '@web/components/page';
import { QueryState } from '@web/components/query-state';
import type { PageProps } from '@web/lib/page-props';
import { useSession } from '@web/lib/use-session';
import { CLASS_PARAM, classFromSearch } from '../components/class-param';
import { ClassTabs } from '../components/class-tabs';
import { PromotionCard } from '../components/promotion-card';
import '../promotions.css';

/** tabbarPages/preferential/index: the six promotion tabs and the chosen tab's promotions, page by page. */
export default function PromotionsPage(props: PageProps) {
  return (
    <FeatureStrings ns="promotions">
      <Promotions {...props} />
    </FeatureStrings>
  );
}

function Promotions({ titleKey }: PageProps) {
  const { t } = useTranslation('promotions');
  const { lang } = useSession();
  const [params, setParams] = useSearchParams();
  const classId = classFromSearch(params);
  const classes = useQuery(promotionClassesQuery(lang));
  const list = useInfiniteQuery(promotionListQuery(lang, classId));
  const current = classes.data?.find((c) => c.id === classId);
  // Replace, not push: switching tabs is not a step Back should undo, but the tab stays in the URL for Back from a promotion.
  const select = (next: number) => setParams(next === 0 ? {} : { [CLASS_PARAM]: String(next) }, { replace: true });

  return (
    <Page title={t(`routes:${titleKey}`)}>
      <div className="promo-page">
        <QueryState
          query={classes}
          label={t('classes.loading')}
          look={{ size: 'small' }}
          loading={
            <div className="promo-tabs-skeleton" aria-busy="true" aria-label={t('classes.loading')}>
              <Skeleton.Title animated />
            </div>
          }
        >
          {(tabs) => <ClassTabs classes={tabs} value={classId} onChange={select} />}
        </QueryState>
        <section aria-label={current ? t('list.label', { name: current.name }) : t('list.loading')}>
          <RecordList
            query={list}
            label={t('list.loading')}
            lines={4}
            empty={
              <Empty
                className="promo-state"
                description={
                  <>
                    {t('list.empty')}
                    <br />
                    {t('list.emptyHint')}
                  </>
                }
              />
            }
          >
            {(promotions) => (
              <ul className="card-stack promo-list">
                {promotions.map((promotion) => (
                  <PromotionCard key={promotion.id} promotion={promotion} />
                ))}
              </ul>
            )}
          </RecordList>
        </section>
      </div>
    </Page>
  );
}
