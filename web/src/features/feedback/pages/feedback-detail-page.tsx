import { feedbackTypeLabels, type FeedbackDetail } from '@contracts/feedback/feedback';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { feedbackDetailQuery } from '@web/api/feedback/detail';
import { DetailFrame, NotFound, useRouteId } from '@web/components/detail-frame';
import { FeatureStrings } from '@web/components/feature-strings';
import { Page } from '@web/components/page';
import type { PageProps } from '@web/lib/page-props';
import { formatPlatformTime } from '@web/lib/platform-time';
import { useSession } from '@web/lib/use-session';
import { FeedbackStatus } from '../components/feedback-status';
import { ImagePreview } from '../components/image-preview';
import '../feedback.css';

export default function FeedbackDetailPage(props: PageProps) {
  return (
    <FeatureStrings ns="feedback">
      <FeedbackDetailView {...props} />
    </FeatureStrings>
  );
}

/** service/feedbackDetail?id=…: what the player sent and, once it has come, customer service's reply. */
function FeedbackDetailView({ titleKey }: PageProps) {
  const { t } = useTranslation('feedback');
  const { id, named } = useRouteId();
  const detail = useQuery({ ...feedbackDetailQuery(useSession(), id), enabled: named });
  // Another player's id is "does not exist" too: the same block.
  const notFound = (
    <NotFound title={t('detail.notFound')} description={t('detail.notFoundHint')} className="feedback-state">
      <Link className="text-link" to={routes.myFeedback()}>
        {t('myFeedback')}
      </Link>
    </NotFound>
  );
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <DetailFrame query={detail} named={named} notFound={() => notFound} label={t('detail.loading')} lines={6}>
        {(feedback) => <Entry feedback={feedback} />}
      </DetailFrame>
    </Page>
  );
}

function Entry({ feedback }: { feedback: FeedbackDetail }) {
  const { t } = useTranslation('feedback');
  const { lang } = useSession();
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <>
      <article className="surface-card" aria-labelledby="feedback-title">
        <h2 id="feedback-title" className="feedback-card-title">
          {feedbackTypeLabels[feedback.type][lang]} <FeedbackStatus status={feedback.status} />
        </h2>
        <dl className="facts-list">
          <div>
            <dt>{t('detail.sentAt')}</dt>
            <dd>{formatPlatformTime(feedback.createdAt)}</dd>
          </div>
          <div>
            <dt>{t('detail.order')}</dt>
            <dd data-testid="feedback-order">{feedback.orderNo ?? t('detail.noOrder')}</dd>
          </div>
        </dl>
        <h3 className="feedback-section-title">{t('detail.description')}</h3>
        <p className="feedback-text">{feedback.description}</p>
        {feedback.images.length > 0 && (
          <>
            <h3 className="feedback-section-title">{t('detail.images')}</h3>
            <ul className="feedback-thumbs">
              {feedback.images.map((url, index) => (
                <li key={url}>
                  <button
                    type="button"
                    className="feedback-image-view"
                    aria-label={t('images.view', { n: index + 1 })}
                    onClick={() => setViewing(index)}
                  >
                    <img src={url} alt="" className="feedback-image" width={80} height={80} />
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </article>
      <section className="surface-card" aria-labelledby="feedback-reply-title" data-testid="feedback-reply">
        <h2 id="feedback-reply-title" className="feedback-card-title">
          {t('detail.reply')}
        </h2>
        {feedback.reply ? (
          <>
            <p className="feedback-text">{feedback.reply.content}</p>
            <p className="feedback-meta">
              {t('detail.repliedAt')} {formatPlatformTime(feedback.reply.repliedAt)}
            </p>
          </>
        ) : (
          <p className="feedback-meta">{t('detail.waiting')}</p>
        )}
      </section>
      <p className="feedback-more">
        <Link className="text-link" to={routes.myFeedback()}>
          {t('detail.all')}
        </Link>
      </p>
      <ImagePreview images={feedback.images} index={viewing} onIndex={setViewing} onClose={() => setViewing(null)} />
    </>
  );
}
