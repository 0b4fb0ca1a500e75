import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { interestDataQuery } from '@web/api/interest/get-data';
import { interestTypesQuery } from '@web/api/interest/get-type';
import { FeatureStrings } from '@web/components/feature-strings';
import { Page } from '@web/components/page';
import { allOf, QueryState } from '@web/components/query-state';
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
        <QueryState query={allOf(data, products)} label={t('loading')} lines={5}>
          {([info, types]) => (
            <>
              <InterestSummary data={info} />
              <MoveForms data={info} products={types} />
              <Holdings holdings={info.holdings} />
            </>
          )}
        </QueryState>
        <InterestRecords />
      </div>
    </Page>
  );
}
