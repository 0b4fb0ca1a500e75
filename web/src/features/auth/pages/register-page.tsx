import type { RegistrationForm } from '@contracts/rules/account';
import { Checkbox } from 'antd-mobile';
import type { ComponentProps } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { Page } from '@web/components/page';
import { TextField } from '@web/components/text-field';
import { useContractForm, type FormDraft } from '@web/components/contract-form';
import { routes } from '@web/app/routes';
import { useRegister } from '@web/api/account/register';
import { AuthHeader } from '../components/auth-header';
import { useRedirectTarget } from '../components/use-redirect-target';
import { SubmitButton } from '@web/components/submit-button';
import { FormAlert } from '@web/components/form-alert';
import { lazyResolver } from '@web/lib/lazy-resolver';
import { askProtection } from '@web/lib/protection-prompts';

const resolver = lazyResolver(() => import('../forms/auth-resolvers').then((m) => m.registrationResolver));

type TextFieldName = 'username' | 'mobile' | 'inviteCode' | 'realName';
type SecretField = 'password' | 'confirmPassword' | 'secondaryPassword';

export default function RegisterPage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const { target, redirect } = useRedirectTarget();
  const registration = useRegister();
  // Reached through an invitation link (mine/invite): the inviter's code is filled in.
  const [params] = useSearchParams();
  const { form, submit, alert, errorText } = useContractForm<typeof RegistrationForm>({
    resolver,
    defaultValues: {
      username: '',
      password: '',
      confirmPassword: '',
      mobile: '',
      inviteCode: params.get('inviteCode')?.trim().slice(0, 12) ?? '',
      realName: '',
      secondaryPassword: '',
      agreement: false,
    },
    onSubmit: async (values) => {
      await registration.mutateAsync(values);
      // A new player is invited to set a deposit limit on the page they land on (the shell's protection prompts).
      askProtection({ notice: 'limitInvitation' });
      navigate(target, { replace: true });
    },
  });

  const field = (
    name: TextFieldName | SecretField,
    options: Partial<ComponentProps<typeof TextField<FormDraft<typeof RegistrationForm>, unknown, z.output<typeof RegistrationForm>>>> = {},
  ) => (
    <TextField
      control={form.control}
      name={name}
      idPrefix="register"
      error={errorText(name)}
      placeholder={t(`register.placeholder.${name}`)}
      {...options}
    />
  );
  const secret = (name: SecretField, options: { pin?: boolean; hint?: string } = {}) =>
    field(name, {
      secret: true,
      hint: options.hint,
      autoComplete: options.pin ? 'off' : 'new-password',
      inputMode: options.pin ? 'numeric' : undefined,
      // Keep "passwords do not match" honest when the first password changes afterwards.
      onValueChange: () => {
        if (name === 'password' && form.getFieldState('confirmPassword').isTouched) void form.trigger('confirmPassword');
      },
    });

  return (
    <Page title={t('register.title')}>
      <AuthHeader tagline={t('register.tagline')} />
      <form className="form-card" noValidate onSubmit={submit}>
        {field('username', { autoComplete: 'username', hint: t('register.hint.username') })}
        {secret('password', { hint: t('register.hint.password') })}
        {secret('confirmPassword')}
        {field('mobile', { autoComplete: 'tel', inputMode: 'tel' })}
        {field('inviteCode', { autoComplete: 'off', optional: true })}
        {field('realName', { autoComplete: 'name', hint: t('register.hint.realName') })}
        {secret('secondaryPassword', { pin: true, hint: t('register.hint.secondaryPassword') })}
        <Controller
          control={form.control}
          name="agreement"
          render={({ field }) => (
            <div className="form-field" data-invalid={errorText('agreement') ? 'true' : 'false'} style={{ borderBottom: 0 }}>
              <div className="agreement-row">
                <Checkbox
                  id="register-agreement"
                  checked={field.value}
                  onChange={(checked) => {
                    field.onChange(checked);
                    field.onBlur();
                  }}
                  aria-describedby={errorText('agreement') ? 'register-agreement-error' : undefined}
                >
                  {t('register.agreementLabel')}
                </Checkbox>
              </div>
              <Link className="text-link" to={routes.about({ doc: 'agreement' })} style={{ fontSize: 14 }}>
                {t('register.readAgreement')}
              </Link>
              {errorText('agreement') && (
                <div id="register-agreement-error" className="form-error" role="alert">
                  {errorText('agreement')}
                </div>
              )}
            </div>
          )}
        />
        <FormAlert message={alert} />
        <div className="form-actions">
          <SubmitButton pending={registration.isPending}>{t('register.submit')}</SubmitButton>
          <div className="form-footer-links">
            <span>{t('register.haveAccount')}</span>
            <Link className="text-link" to={routes.login({ redirect })} replace>
              {t('register.toLogin')}
            </Link>
          </div>
        </div>
      </form>
    </Page>
  );
}
