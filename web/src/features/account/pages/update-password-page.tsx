import type { ChangePasswordForm } from '@contracts/rules/account';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { useResetPassword } from '@web/api/account/reset-password';
import { useContractForm } from '@web/components/contract-form';
import { FeatureStrings } from '@web/components/feature-strings';
import { FormAlert } from '@web/components/form-alert';
import { Page } from '@web/components/page';
import { SubmitButton } from '@web/components/submit-button';
import { TextField } from '@web/components/text-field';
import { lazyResolver } from '@web/lib/lazy-resolver';
import type { PageProps } from '@web/lib/page-props';
import { showToast } from '@web/lib/toast';
import '../account.css';

const resolver = lazyResolver(() => import('../forms/account-resolvers').then((m) => m.changePasswordResolver));

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
  const { form, submit, alert, errorText } = useContractForm<typeof ChangePasswordForm>({
    resolver,
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    onSubmit: async (values) => {
      await mutation.mutateAsync(values);
      void showToast({ content: t('password.done'), duration: 3000 });
      navigate(routes.mine(), { replace: true });
    },
  });
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <p className="account-note">{t('password.intro')}</p>
      <form className="form-card" noValidate onSubmit={submit} aria-describedby={alert ? 'pwd-server-error' : undefined}>
        <TextField
          control={form.control}
          name="oldPassword"
          idPrefix="pwd"
          error={errorText('oldPassword')}
          secret
          autoComplete="current-password"
        />
        <TextField
          control={form.control}
          name="newPassword"
          idPrefix="pwd"
          error={errorText('newPassword')}
          hint={t('password.rule')}
          secret
          autoComplete="new-password"
        />
        <TextField
          control={form.control}
          name="confirmPassword"
          idPrefix="pwd"
          error={errorText('confirmPassword')}
          secret
          autoComplete="new-password"
        />
        <FormAlert id="pwd-server-error" message={alert} />
        <div className="form-actions">
          <SubmitButton pending={mutation.isPending}>{t('password.submit')}</SubmitButton>
        </div>
      </form>
    </Page>
  );
}
