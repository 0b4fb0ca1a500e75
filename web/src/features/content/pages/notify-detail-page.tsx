import { messageKindLabels } from '@contracts/help/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { messageQuery } from '@web/api/help/get-message-info';
import { ErrorBlock } from '@web/components/error-block';
import { FeatureStrings } from '@web/components/feature-strings';
import { Page } from '@web/components/page';
import { QueryState } from '@web/components/query-state';
import { RichText } from '@web/components/rich-text';
import type { PageProps } from '@web/lib/page-props';
import { useSession } from '@web/lib/use-session';
import { formatDateTime } from '../components/format-date';
import '../content.css';

export default function NotifyDetailPage(props: PageProps) {
  return (
    <FeatureStrings ns="content">
      <NotifyDetail {...props} />
    </FeatureStrings>
  );
}

/** mine/notifyXq?id=…: one message, rich text sanitised; opening it marks it read (the badge drops). */
function NotifyDetail({ titleKey }: PageProps) {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const queryClient = useQueryClient();
  const viewer = useSession();
  const message = useQuery({ ...messageQuery(viewer, id, queryClient), enabled: valid });
  if (!valid) {
    return (
      <Page title={t(`routes:${titleKey}`)}>
        <ErrorBlock status="empty" title={t('messages.notFound')} description={t('messages.notFoundHint')} className="content-state" />
      </Page>
    );
  }
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <QueryState label={t('messages.loadingOne')} isPending={message.isPending} error={message.error} onRetry={() => void message.refetch()} lines={6}>
        {() =>
          message.data && (
            <article className="surface-card content-article" aria-labelledby="message-title">
              <h2 id="message-title" className="content-article-title">
                {message.data.title}
              </h2>
              <p className="content-row-meta">
                {messageKindLabels[message.data.kind][viewer.lang]} · {formatDateTime(message.data.createdAt)}
              </p>
              <RichText html={message.data.content} />
            </article>
          )
        }
      </QueryState>
    </Page>
  );
}
