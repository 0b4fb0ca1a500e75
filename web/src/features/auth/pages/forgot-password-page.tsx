import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { Page } from '@web/components/page';
import { AuthHeader } from '../components/auth-header';
import { ResetCodeForm, type SentCode } from '../components/reset-code-form';
import { ResetRequestForm } from '../components/reset-request-form';
import '../auth.css';

/**
 * userPages/forgotPassword: step 1 asks for the username and the bound mobile, and the server sends a code; step 2
 * takes the code and a new password. The new password ends every session of the player, so they log in afresh.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation(['recovery', 'common']);
  const [sent, setSent] = useState<SentCode | null>(null);
  return (
    <Page title={t('routes:userPages/forgotPassword')}>
      <AuthHeader tagline={t(sent ? 'forgot.step2' : 'forgot.step1')} />
      {sent ? <ResetCodeForm sent={sent} onResent={setSent} onRestart={() => setSent(null)} /> : <ResetRequestForm onSent={setSent} />}
      <div className="auth-back">
        <Link className="text-link" to={routes.login()} replace>
          {t('forgot.backToLogin')}
        </Link>
      </div>
    </Page>
  );
}
