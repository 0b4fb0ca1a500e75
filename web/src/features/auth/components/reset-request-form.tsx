import type { ForgotPasswordForm } from '@contracts/rules/account';
import { useTranslation } from 'react-i18next';
import { useSendResetCode } from '@web/api/account/send-reset-code';
import { useContractForm } from '@web/components/contract-form';
import { FormAlert } from '@web/components/form-alert';
import { SubmitButton } from '@web/components/submit-button';
import { TextField } from '@web/components/text-field';
import { lazyResolver } from '@web/lib/lazy-resolver';
import { session } from '@web/lib/session';
import type { SentCode } from './reset-code-form';

const resolver = lazyResolver(() => import('../forms/auth-resolvers').then((m) => m.forgotPasswordResolver));

/** Forgot password, step 1: the username and the mobile bound to it; the server sends the code. */
export function ResetRequestForm({ onSent }: { onSent: (sent: SentCode) => void }) {
  const { t } = useTranslation(['recovery', 'common']);
  const send = useSendResetCode();
  const { form, submit, alert, errorText } = useContractForm<typeof ForgotPasswordForm>({
    resolver,
    defaultValues: { username: session.get().username, mobile: '' },
    onSubmit: async (values) => {
      const answer = await send.mutateAsync(values);
      onSent({ ...answer, username: values.username, mobileAsTyped: values.mobile });
    },
  });
  return (
    <form className="form-card" noValidate onSubmit={submit} aria-describedby={alert ? 'forgot-server-error' : undefined}>
      <p className="form-hint">{t('forgot.intro')}</p>
      <TextField control={form.control} name="username" idPrefix="forgot" error={errorText('username')} autoComplete="username" />
      <TextField
        control={form.control}
        name="mobile"
        idPrefix="forgot"
        error={errorText('mobile')}
        hint={t('forgot.mobileHint')}
        inputMode="tel"
        autoComplete="tel"
      />
      <FormAlert id="forgot-server-error" message={alert} />
      <div className="form-actions">
        <SubmitButton pending={send.isPending}>{t('forgot.sendCode')}</SubmitButton>
      </div>
    </form>
  );
}
