import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { FeatureStrings } from '@web/components/feature-strings';
import { Page } from '@web/components/page';
import { QueryState } from '@web/components/query-state';
import { useClaimTask } from '@web/api/welfare/claim';
import { welfareQuery } from '@web/api/welfare/get-tasks';
import { formatMoney } from '@web/lib/money';
import type { PageProps } from '@web/lib/page-props';
import { useSession } from '@web/lib/use-session';
import { SignInCard } from '../components/sign-in-card';
import { TaskItem } from '../components/task-item';
import { useOneClaim } from '../components/use-one-claim';
import '../welfare.css';

/** mine/welfare: the daily sign-in with its 7-day ladder, and the daily and weekly tasks to claim. */
export default function WelfarePage(props: PageProps) {
  return (
    <FeatureStrings ns="rewards">
      <Welfare {...props} />
    </FeatureStrings>
  );
}

function Welfare({ titleKey }: PageProps) {
  const { t } = useTranslation('rewards');
  const viewer = useSession();
  const welfare = useQuery(welfareQuery(viewer));
  const { claiming, onClaim } = useOneClaim(useClaimTask(), (result) => t('tasks.toast', { amount: formatMoney(result.reward) }));
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <div className="rewards-page">
        <QueryState query={welfare} label={t('welfare.loading')} lines={6}>
          {(data) => (
            <>
              <SignInCard state={data.signIn} />
              <section className="surface-card" aria-labelledby="welfare-tasks-title">
                <div className="welfare-tasks-head">
                  <h2 id="welfare-tasks-title" className="rewards-card-title">
                    {t('tasks.title')}
                  </h2>
                  <Link className="welfare-records-link" to={routes.taskRecords()}>
                    {t('tasks.records')}
                  </Link>
                </div>
                <ul className="rewards-list">
                  {data.tasks.map((task) => (
                    <TaskItem key={task.id} task={task} claiming={claiming === task.id} onClaim={() => onClaim(task.id)} />
                  ))}
                </ul>
                <p className="rewards-footnote">{t('vip.turnoverNote')}</p>
              </section>
            </>
          )}
        </QueryState>
      </div>
    </Page>
  );
}
