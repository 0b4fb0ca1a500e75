import { PARTNER_MESSAGE_MAX, type PartnerApplicationForm as Form } from '@contracts/rules/partner';
import { TextArea } from 'antd-mobile';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApplyPartner } from '@web/api/common/apply-partner';
import { FormAlert } from '@web/components/form-alert';
import { FormField } from '@web/components/form-field';
import { SubmitButton } from '@web/components/submit-button';
import { TextField } from '@web/components/text-field';
import { useFieldErrorText } from '@web/components/use-field-error';
import { useFormSubmit } from '@web/components/use-form-submit';
import { lazyResolver, usePreloadWhenIdle } from '@web/lib/lazy-resolver';
import { showToast } from '@web/lib/toast';

type Values = { contact: string; message: string };
const resolver = lazyResolver(() => import('../forms/partner-resolver').then((m) => m.partnerResolver as unknown as Resolver<Values, unknown, Form>));

/** The join-us application (other/applyPartner): a contact and 20–200 characters on how the player will promote us. */
export function PartnerForm() {
  const { t } = useTranslation(['invite', 'fields']);
  const mutation = useApplyPartner();
  const form = useForm<Values, unknown, Form>({ resolver, mode: 'onTouched', defaultValues: { contact: '', message: '' } });
  const errorText = useFieldErrorText(form.formState.errors);
  usePreloadWhenIdle(resolver);
  const { submit, serverError } = useFormSubmit(form.handleSubmit, async (values) => {
    await mutation.mutateAsync(values);
    void showToast(t('apply.done'));
  });
  return (
    <form className="form-card" noValidate onSubmit={submit} aria-describedby={serverError ? 'partner-server-error' : undefined}>
      <h2 className="invite-card-title">{t('apply.title')}</h2>
      <TextField control={form.control} name="contact" idPrefix="partner" error={errorText('contact')} hint={t('apply.contactHint')} maxLength={60} autoComplete="off" />
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
      <FormAlert id="partner-server-error" message={serverError} />
      <div className="form-actions">
        <SubmitButton pending={mutation.isPending}>{t('apply.submit')}</SubmitButton>
      </div>
    </form>
  );
}
