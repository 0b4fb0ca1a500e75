import { zodResolver } from '@hookform/resolvers/zod';
import { LoginForm } from '@contracts/rules/account';
import { Input } from 'antd-mobile';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { FormField } from '@web/components/form-field';
import { Page } from '@web/components/page';
import { PasswordInput } from '@web/components/password-input';
import { useFieldErrorText } from '@web/components/use-field-error';
import { routes } from '@web/app/routes';
import { session } from '@web/lib/session';
import { useLogin } from '@web/api/account/login';
import { AuthHeader } from '../components/auth-header';
import { useRedirectTarget } from '../components/use-redirect-target';
import { SubmitButton } from '@web/components/submit-button';
import { FormAlert } from '@web/components/form-alert';
import { useFormSubmit } from '@web/components/use-form-submit';

type LoginValues = z.input<typeof LoginForm>;

export default function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const { target, redirect } = useRedirectTarget();
  const login = useLogin();
  const form = useForm<LoginValues, unknown, z.output<typeof LoginForm>>({
    resolver: zodResolver(LoginForm),
    mode: 'onTouched',
    // The last username is remembered (never the password).
    defaultValues: { username: session.get().username, password: '' },
  });
  const errorText = useFieldErrorText(form.formState.errors);

  const { submit, serverError } = useFormSubmit(form.handleSubmit, async (values) => {
    await login.mutateAsync(values);
    navigate(target, { replace: true });
  });

  return (
    <Page title={t('login.title')}>
      <AuthHeader tagline={t('login.tagline')} />
      <form className="form-card" noValidate onSubmit={submit} aria-describedby={serverError ? 'login-server-error' : undefined}>
        <Controller
          control={form.control}
          name="username"
          render={({ field }) => (
            <FormField id="login-username" label={t('fields:username')} error={errorText('username')}>
              {(a11y) => (
                <Input
                  {...a11y}
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  autoComplete="username"
                  autoCapitalize="off"
                  placeholder={t('login.usernamePlaceholder')}
                />
              )}
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormField id="login-password" label={t('fields:password')} error={errorText('password')}>
              {(a11y) => (
                <PasswordInput
                  {...a11y}
                  inputRef={field.ref}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  autoComplete="current-password"
                  placeholder={t('login.passwordPlaceholder')}
                />
              )}
            </FormField>
          )}
        />
        <FormAlert id="login-server-error" message={serverError} />
        <div className="form-actions">
          <SubmitButton pending={login.isPending}>{t('login.submit')}</SubmitButton>
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
