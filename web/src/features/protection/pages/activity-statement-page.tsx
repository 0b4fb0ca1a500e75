import { useQuery } from '@tanstack/react-query';
import { Empty } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { statementQuery } from '@web/api/protection/get-statement';
import { FeatureStrings } from '@web/components/feature-strings';
import { Page } from '@web/components/page';
import { QueryState } from '@web/components/query-state';
import type { PageProps } from '@web/lib/page-props';
import { useSession } from '@web/lib/use-session';
import { StatementMonthCard } from '../components/statement-month';
import { isQuiet, statementScale } from '../components/statement-scale';
import '../protection.css';

/** mine/activityStatement: the player's last 6 months, the current one first, on one scale. */
export default function ActivityStatementPage(props: PageProps) {
  return (
    <FeatureStrings ns="protection">
      <ActivityStatement {...props} />
    </FeatureStrings>
  );
}

function ActivityStatement({ titleKey }: PageProps) {
  const { t } = useTranslation('protection');
  const statement = useQuery(statementQuery(useSession()));
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <div className="protection-page">
        <p className="protection-intro">{t('statement.intro')}</p>
        <QueryState
          query={statement}
          label={t('statement.loading')}
          lines={6}
          errorTitle={t('statement.error')}
          isEmpty={(data) => isQuiet(data.months)}
          empty={<Empty className="surface-card" description={t('statement.empty')} />}
        >
          {({ months }) => {
            const scale = statementScale(months);
            return (
              <ol className="protection-months">
                {months.map((month, index) => (
                  <StatementMonthCard key={month.month} month={month} current={index === 0} scale={scale} />
                ))}
              </ol>
            );
          }}
        </QueryState>
      </div>
    </Page>
  );
}
