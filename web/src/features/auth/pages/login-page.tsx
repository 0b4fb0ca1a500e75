import type { LoginForm } from '@contracts/rules/account';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Page } from '@web/components/page';
import { TextField } from '@web/components/text-field';
import { useContractForm } from '@web/components/contract-form';
import { routes } from '@web/app/routes';
import { session } from '@web/lib/session';
import { useSession } from '@web/lib/use-session';
import { useLogin } from '@web/api/account/login';
import { AuthHeader } from '../components/auth-header';
import { useRedirectTarget } from '../components/use-redirect-target';
import { SubmitButton } from '@web/components/submit-button';
import { FormAlert } from '@web/components/form-alert';
import { lazyResolver } from '@web/lib/lazy-resolver';

const resolver = lazyResolver(() => import('../forms/auth-resolvers').then((m) => m.loginResolver));

export default function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const { target, redirect } = useRedirectTarget();
  const login = useLogin();
  const { form, submit, alert, errorText } = useContractForm<typeof LoginForm>({
    resolver,
    // The last username is remembered (never the password).
    defaultValues: { username: session.get().username, password: '' },
    onSubmit: async (values) => {
      await login.mutateAsync(values);
      navigate(target, { replace: true });
    },
  });
  const { token } = useSession();

  // A player who is already logged in is sent on (to where they were going, else My), not shown the form again.
  if (token && !login.isPending) return <Navigate to={target} replace />;

  return (
    <Page title={t('login.title')}>
      <AuthHeader tagline={t('login.tagline')} />
      <form className="form-card" noValidate onSubmit={submit} aria-describedby={alert ? 'login-server-error' : undefined}>
        <TextField
          control={form.control}
          name="username"
          idPrefix="login"
          error={errorText('username')}
          autoComplete="username"
          placeholder={t('login.usernamePlaceholder')}
        />
        <TextField
          control={form.control}
          name="password"
          idPrefix="login"
          error={errorText('password')}
          secret
          autoComplete="current-password"
          placeholder={t('login.passwordPlaceholder')}
        />
        <FormAlert id="login-server-error" message={alert} />
        <div className="form-actions">
          <SubmitButton pending={login.isPending}>{t('login.submit')}</SubmitButton>
          <Link className="text-link" to={routes.forgotPassword()} style={{ textAlign: 'center' }}>
            {t('login.forgot')}
          </Link>
          <div className="form-footer-links">
            <span>{t('login.noAccount')}</span>
            <Link className="text-link" to={routes.register({ redirect })} replace>
              {t('login.toRegister')}
            </Link>
          </div>
          <Link className="text-link" to={routes.home()} style={{ textAlign: 'center' }}>
            {t('login.browseAsVisitor')}
          </Link>
        </div>
      </form>
    </Page>
  );
}
