import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { FeatureStrings } from '@web/components/feature-strings';
import { Page } from '@web/components/page';
import type { PageProps } from '@web/lib/page-props';
import { FeedbackForm } from '../components/feedback-form';
import '../feedback.css';

export default function FeedbackPage(props: PageProps) {
  return (
    <FeatureStrings ns="feedback">
      <Feedback {...props} />
    </FeatureStrings>
  );
}

/** service/feedback: what the form is for, a way to earlier feedback, and the form. */
function Feedback({ titleKey }: PageProps) {
  const { t } = useTranslation('feedback');
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <div className="surface-card feedback-intro">
        <p>{t('form.intro')}</p>
        <Link className="text-link" to={routes.myFeedback()}>
          {t('myFeedback')}
        </Link>
      </div>
      <FeedbackForm />
    </Page>
  );
}
