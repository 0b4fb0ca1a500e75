import type { OutputOf } from '@contracts/core/endpoint';
import type { sendResetCode } from '@contracts/account/recovery';
import type { ResetByCodeForm } from '@contracts/rules/account';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { useResetByCode } from '@web/api/account/reset-by-code';
import { useSendResetCode } from '@web/api/account/send-reset-code';
import { useContractForm } from '@web/components/contract-form';
import { FormAlert } from '@web/components/form-alert';
import { SubmitButton } from '@web/components/submit-button';
import { TextField } from '@web/components/text-field';
import { lazyResolver } from '@web/lib/lazy-resolver';
import { formatPlatformTime } from '@web/lib/platform-time';
import { session } from '@web/lib/session';
import { showToast } from '@web/lib/toast';
import { DevResetCode } from './dev-reset-code';

const resolver = lazyResolver(() => import('../forms/auth-resolvers').then((m) => m.resetByCodeResolver));

/** What step 1 answered, with what the player typed (a resend asks again with it). */
export type SentCode = OutputOf<typeof sendResetCode> & { username: string; mobileAsTyped: string };

interface Props {
  sent: SentCode;
  onResent: (sent: SentCode) => void;
  onRestart: () => void;
}

/** Forgot password, step 2: the code sent to the masked number, a new password (spec §5) and its confirmation. */
export function ResetCodeForm({ sent, onResent, onRestart }: Props) {
  const { t } = useTranslation(['recovery', 'common']);
  const navigate = useNavigate();
  const reset = useResetByCode();
  const resend = useSendResetCode();
  const { form, submit, alert, showFailure, clearAlert, errorText } = useContractForm<typeof ResetByCodeForm>({
    resolver,
    defaultValues: { username: sent.username, code: '', newPassword: '', confirmPassword: '' },
    onSubmit: async (values) => {
      await reset.mutateAsync(values);
      // Every session of the player has ended on the server, this device's too.
      session.clearAuth();
      void showToast({ content: t('forgot.done'), duration: 3000 });
      navigate(routes.login(), { replace: true });
    },
  });
  const askAgain = async () => {
    clearAlert();
    try {
      const answer = await resend.mutateAsync({ username: sent.username, mobile: sent.mobileAsTyped });
      onResent({ ...sent, ...answer });
      void showToast({ content: t('forgot.resent', { mobile: answer.mobile }), duration: 2000 });
    } catch (error) {
      showFailure(error);
    }
  };
  return (
    <form className="form-card" noValidate onSubmit={submit} aria-describedby={alert ? 'reset-server-error' : undefined}>
      <p className="form-hint" data-testid="reset-sent">
        {t('forgot.sentTo', { mobile: sent.mobile, time: formatPlatformTime(sent.expiresAt).slice(11, 16) })}
      </p>
      <DevResetCode username={sent.username} sentAt={sent.resendAt} />
      <TextField
        control={form.control}
        name="code"
        idPrefix="reset"
        error={errorText('code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={t('forgot.codePlaceholder')}
      />
      <TextField
        control={form.control}
        name="newPassword"
        idPrefix="reset"
        error={errorText('newPassword')}
        hint={t('forgot.passwordRule')}
        secret
        autoComplete="new-password"
      />
      <TextField
        control={form.control}
        name="confirmPassword"
        idPrefix="reset"
        error={errorText('confirmPassword')}
        secret
        autoComplete="new-password"
      />
      <FormAlert id="reset-server-error" message={alert} />
      <div className="form-actions">
        <SubmitButton pending={reset.isPending}>{t('forgot.submit')}</SubmitButton>
        <div className="form-footer-links">
          <Button size="small" fill="none" color="primary" loading={resend.isPending} onClick={() => void askAgain()}>
            {t('forgot.resend')}
          </Button>
          <Button size="small" fill="none" color="primary" onClick={onRestart}>
            {t('forgot.restart')}
          </Button>
        </div>
      </div>
    </form>
  );
}
