import { useTranslation } from 'react-i18next';
import { FeatureStrings } from '@web/components/feature-strings';
import { Page } from '@web/components/page';
import type { PageProps } from '@web/lib/page-props';
import { TaskRecordsView } from '../components/task-records-view';
import '../welfare.css';

/** home/taskRecords: welfare-task and sign-in rewards of the last 30 days. */
export default function TaskRecordsPage(props: PageProps) {
  return (
    <FeatureStrings ns="rewards">
      <TaskRecords {...props} />
    </FeatureStrings>
  );
}

function TaskRecords({ titleKey }: PageProps) {
  const { t } = useTranslation('rewards');
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <div className="rewards-page">
        <TaskRecordsView />
      </div>
    </Page>
  );
}
