import { FeedbackStatus as Status, feedbackStatusLabels, feedbackTypeLabels } from '@contracts/feedback/feedback';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Empty } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { feedbackListQuery } from '@web/api/feedback/list';
import { FeatureStrings } from '@web/components/feature-strings';
import { Page } from '@web/components/page';
import { RecordList } from '@web/components/record-list';
import type { PageProps } from '@web/lib/page-props';
import { formatPlatformTime } from '@web/lib/platform-time';
import { useSession } from '@web/lib/use-session';
import { FeedbackStatus } from '../components/feedback-status';
import '../feedback.css';

export default function MyFeedbackPage(props: PageProps) {
  return (
    <FeatureStrings ns="feedback">
      <MyFeedback {...props} />
    </FeatureStrings>
  );
}

/** All, then each status. */
const FILTERS: Array<Status | undefined> = [undefined, ...Status.options];

/** service/myFeedback: the player's feedback, newest first, with its status; nothing yet leads to the form. */
function MyFeedback({ titleKey }: PageProps) {
  const { t } = useTranslation('feedback');
  const viewer = useSession();
  const [status, setStatus] = useState<Status | undefined>(undefined);
  const list = useInfiniteQuery(feedbackListQuery(viewer, status));
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <div className="feedback-toolbar">
        <div className="feedback-filters" role="group" aria-label={t('list.filter')}>
          {FILTERS.map((filter) => (
            <Button
              key={filter ?? 'all'}
              size="small"
              color="primary"
              fill={filter === status ? 'solid' : 'outline'}
              aria-pressed={filter === status}
              onClick={() => setStatus(filter)}
            >
              {filter === undefined ? t('list.all') : feedbackStatusLabels[filter][viewer.lang]}
            </Button>
          ))}
        </div>
        <Link className="text-link" to={routes.feedback()}>
          {t('list.new')}
        </Link>
      </div>
      <RecordList
        query={list}
        label={t('list.loading')}
        lines={5}
        empty={
          <div className="surface-card feedback-state">
            <Empty description={t(status === undefined ? 'list.empty' : 'list.emptyStatus')} />
            {status === undefined && (
              <Link
                className="adm-button adm-button-primary adm-button-fill-solid adm-button-middle adm-button-shape-default"
                to={routes.feedback()}
              >
                {t('list.new')}
              </Link>
            )}
          </div>
        }
      >
        {(entries) => (
          <ul className="feedback-list">
            {entries.map((entry) => (
              <li key={entry.id}>
                <Link className="feedback-row" to={routes.feedbackDetail({ id: entry.id })}>
                  <span className="feedback-row-head">
                    <span className="feedback-row-type">{feedbackTypeLabels[entry.type][viewer.lang]}</span>
                    <FeedbackStatus status={entry.status} />
                  </span>
                  <span className="feedback-row-excerpt">{entry.excerpt}</span>
                  <span className="feedback-row-meta">{formatPlatformTime(entry.createdAt)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </RecordList>
    </Page>
  );
}
