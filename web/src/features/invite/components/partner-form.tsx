import { PARTNER_MESSAGE_MAX, type PartnerApplicationForm } from '@contracts/rules/partner';
import { TextArea } from 'antd-mobile';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApplyPartner } from '@web/api/common/apply-partner';
import { useContractForm } from '@web/components/contract-form';
import { FormAlert } from '@web/components/form-alert';
import { FormField } from '@web/components/form-field';
import { SubmitButton } from '@web/components/submit-button';
import { TextField } from '@web/components/text-field';
import { lazyResolver } from '@web/lib/lazy-resolver';
import { showToast } from '@web/lib/toast';

const resolver = lazyResolver(() => import('../forms/partner-resolver').then((m) => m.partnerResolver));

/** The join-us application (other/applyPartner): a contact and 20–200 characters on how the player will promote us. */
export function PartnerForm() {
  const { t } = useTranslation(['invite', 'fields']);
  const mutation = useApplyPartner();
  const { form, submit, alert, errorText } = useContractForm<typeof PartnerApplicationForm>({
    resolver,
    defaultValues: { contact: '', message: '' },
    onSubmit: async (values) => {
      await mutation.mutateAsync(values);
      void showToast(t('apply.done'));
    },
  });
  return (
    <form className="form-card" noValidate onSubmit={submit} aria-describedby={alert ? 'partner-server-error' : undefined}>
      <h2 className="invite-card-title">{t('apply.title')}</h2>
      <TextField
        control={form.control}
        name="contact"
        idPrefix="partner"
        error={errorText('contact')}
        hint={t('apply.contactHint')}
        maxLength={60}
        autoComplete="off"
      />
      <Controller
        control={form.control}
        name="message"
        render={({ field }) => (
          <FormField id="partner-message" label={t('fields:message')} error={errorText('message')} hint={t('apply.messageHint')}>
            {(a11y) => (
              <TextArea
                id={a11y.id}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                rows={4}
                maxLength={PARTNER_MESSAGE_MAX}
                showCount
                placeholder={t('apply.messagePlaceholder')}
              />
            )}
          </FormField>
        )}
      />
      <FormAlert id="partner-server-error" message={alert} />
      <div className="form-actions">
        <SubmitButton pending={mutation.isPending}>{t('apply.submit')}</SubmitButton>
      </div>
    </form>
  );
}
