import { messageKindLabels } from '@contracts/help/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messageQuery } from '@web/api/help/get-message-info';
import { DetailFrame, NotFound, useRouteId } from '@web/components/detail-frame';
import { FeatureStrings } from '@web/components/feature-strings';
import { Page } from '@web/components/page';
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
  const { id, named } = useRouteId();
  const queryClient = useQueryClient();
  const viewer = useSession();
  const message = useQuery({ ...messageQuery(viewer, id, queryClient), enabled: named });
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <DetailFrame
        query={message}
        named={named}
        notFound={() => <NotFound title={t('messages.notFound')} description={t('messages.notFoundHint')} className="content-state" />}
        label={t('messages.loadingOne')}
        lines={6}
      >
        {(one) => (
          <article className="surface-card content-article" aria-labelledby="message-title">
            <h2 id="message-title" className="content-article-title">
              {one.title}
            </h2>
            <p className="content-row-meta">
              {messageKindLabels[one.kind][viewer.lang]} · {formatDateTime(one.createdAt)}
            </p>
            <RichText html={one.content} />
          </article>
        )}
      </DetailFrame>
    </Page>
  );
}
