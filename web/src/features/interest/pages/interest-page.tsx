import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { interestDataQuery } from '@web/api/interest/get-data';
import { interestTypesQuery } from '@web/api/interest/get-type';
import { FeatureStrings } from '@web/components/feature-strings';
import { Page } from '@web/components/page';
import { LoadError } from '@web/components/query-state';
import type { PageProps } from '@web/lib/page-props';
import { useSession } from '@web/lib/use-session';
import { Holdings } from '../components/holdings';
import { InterestRecords } from '../components/interest-records';
import { InterestSummary } from '../components/interest-summary';
import { MoveForms } from '../components/move-forms';
import '../interest.css';

export default function InterestPage(props: PageProps) {
  return (
    <FeatureStrings ns="interest">
      <Interest {...props} />
    </FeatureStrings>
  );
}

/** mine/interest: the interest-bearing balance — summary and Receive, holdings, transfer in / out, records. */
function Interest({ titleKey }: PageProps) {
  const { t } = useTranslation('interest');
  const viewer = useSession();
  const data = useQuery(interestDataQuery(viewer));
  const products = useQuery(interestTypesQuery(viewer.lang));
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <div className="interest-page">
        {data.isPending || products.isPending ? (
          <div className="surface-card" aria-busy="true" aria-label={t('loading')}>
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={5} animated />
          </div>
        ) : data.isError || products.isError ? (
          <div className="surface-card">
            <LoadError
              error={data.error ?? products.error}
              size="small"
              onRetry={() => void (data.isError ? data.refetch() : products.refetch())}
            />
          </div>
        ) : (
          <>
            <InterestSummary data={data.data} />
            <MoveForms data={data.data} products={products.data} />
            <Holdings holdings={data.data.holdings} />
          </>
        )}
        <InterestRecords />
      </div>
    </Page>
  );
}
