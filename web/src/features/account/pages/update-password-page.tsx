import type { ChangePasswordForm } from '@contracts/rules/account';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { routes } from '@web/app/routes';
import { useResetPassword } from '@web/api/account/reset-password';
import { FeatureStrings } from '@web/components/feature-strings';
import { FormAlert } from '@web/components/form-alert';
import { Page } from '@web/components/page';
import { SubmitButton } from '@web/components/submit-button';
import { TextField } from '@web/components/text-field';
import { useFieldErrorText } from '@web/components/use-field-error';
import { useFormSubmit } from '@web/components/use-form-submit';
import { lazyResolver, usePreloadWhenIdle } from '@web/lib/lazy-resolver';
import type { PageProps } from '@web/lib/page-props';
import { showToast } from '@web/lib/toast';
import '../account.css';

type Values = z.input<typeof ChangePasswordForm>;
type Output = z.output<typeof ChangePasswordForm>;
const schemaResolver = lazyResolver(() => import('../forms/account-resolvers').then((m) => m.changePasswordResolver as Resolver<Values, unknown, Output>));

/**
 * zod runs the object's refinements (match, differs from the old one) only once every field passes; the
 * same rules checked on their own tell the player at once, as the registration form does.
 */
const resolver: Resolver<Values, unknown, Output> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  const errors = { ...result.errors };
  if (values.confirmPassword !== '' && values.newPassword !== values.confirmPassword && !errors.confirmPassword) {
    errors.confirmPassword = { type: 'custom', message: 'password.mismatch' };
  }
  if (values.newPassword !== '' && values.newPassword === values.oldPassword && !errors.newPassword) {
    errors.newPassword = { type: 'custom', message: 'password.sameAsOld' };
  }
  return Object.keys(errors).length > Object.keys(result.errors).length ? { values: {}, errors } : result;
};

export default function UpdatePasswordPage(props: PageProps) {
  return (
    <FeatureStrings ns="profile">
      <UpdatePassword {...props} />
    </FeatureStrings>
  );
}

/** mine/updatePwd: old password, new one (spec §5), its confirmation. The player stays logged in here; other devices are logged out. */
function UpdatePassword({ titleKey }: PageProps) {
  const { t } = useTranslation(['profile', 'common']);
  const navigate = useNavigate();
  const mutation = useResetPassword();
  const form = useForm<Values, unknown, Output>({ resolver, mode: 'onTouched', defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' } });
  const errorText = useFieldErrorText(form.formState.errors);
  usePreloadWhenIdle(schemaResolver);
  const { submit, serverError } = useFormSubmit(form.handleSubmit, async (values) => {
    await mutation.mutateAsync(values);
    void showToast({ content: t('password.done'), duration: 3000 });
    navigate(routes.mine(), { replace: true });
  });
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <p className="account-note">{t('password.intro')}</p>
      <form className="form-card" noValidate onSubmit={submit} aria-describedby={serverError ? 'pwd-server-error' : undefined}>
        <TextField control={form.control} name="oldPassword" idPrefix="pwd" error={errorText('oldPassword')} secret autoComplete="current-password" />
        <TextField control={form.control} name="newPassword" idPrefix="pwd" error={errorText('newPassword')} hint={t('password.rule')} secret autoComplete="new-password" />
        <TextField control={form.control} name="confirmPassword" idPrefix="pwd" error={errorText('confirmPassword')} secret autoComplete="new-password" />
        <FormAlert id="pwd-server-error" message={serverError} />
        <div className="form-actions">
          <SubmitButton pending={mutation.isPending}>{t('password.submit')}</SubmitButton>
        </div>
      </form>
    </Page>
  );
}
