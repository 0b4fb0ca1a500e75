import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@web/components/form-alert';
import { SubmitButton } from '@web/components/submit-button';

interface BindFormProps {
  title: string;
  intro: string;
  serverError: string;
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** The frame the three add-payee forms share: heading, intro, fields, the server's refusal, submit. */
export function BindForm({ title, intro, serverError, pending, onSubmit, children }: BindFormProps) {
  const { t } = useTranslation('wallet');
  return (
    <form className="form-card" noValidate onSubmit={onSubmit} aria-labelledby="bind-form-title">
      <h2 id="bind-form-title" className="wallet-section-title">
        {title}
      </h2>
      <p className="wallet-instructions">{intro}</p>
      {children}
      <FormAlert message={serverError} />
      <div className="form-actions">
        <SubmitButton pending={pending}>{t('payees.submit')}</SubmitButton>
      </div>
    </form>
  );
}
