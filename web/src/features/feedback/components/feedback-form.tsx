import { FEEDBACK_MAX_IMAGES, type FeedbackForm as Form } from '@contracts/rules/feedback';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { useSubmitFeedback } from '@web/api/feedback/submit';
import { useContractForm } from '@web/components/contract-form';
import { FormAlert } from '@web/components/form-alert';
import { SubmitButton } from '@web/components/submit-button';
import { showToast } from '@web/lib/toast';
import { feedbackResolver } from '../forms/feedback-resolver';
import { DescriptionField } from './description-field';
import { ImagePicker } from './image-picker';
import { OrderPicker } from './order-picker';
import { TypePicker } from './type-picker';

/**
 * service/feedback: question type, related order, description and images, checked with the contract's
 * FeedbackForm (the server's own rule) before sending; sent once (Idempotency-Key, button disabled while
 * pending); then the new feedback's detail takes the form's place in the history.
 */
export function FeedbackForm() {
  const { t } = useTranslation('feedback');
  const navigate = useNavigate();
  const mutation = useSubmitFeedback();
  // No type until one is chosen, '' for "no related order".
  const { form, submit, alert, errorText } = useContractForm<typeof Form>({
    resolver: feedbackResolver,
    defaultValues: { type: undefined, orderNo: '', description: '', images: [] },
    onSubmit: async (values) => {
      const sent = await mutation.mutateAsync({ ...values, orderNo: values.orderNo || undefined });
      void showToast(t('sent'));
      navigate(routes.feedbackDetail({ id: sent.id }), { replace: true });
    },
  });
  const type = useWatch({ control: form.control, name: 'type' });
  return (
    <form className="form-card" noValidate onSubmit={submit} aria-describedby={alert ? 'feedback-server-error' : undefined}>
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <TypePicker
            value={field.value}
            fieldRef={field.ref}
            onBlur={field.onBlur}
            onChange={(next) => {
              // Another type fits other orders: the related order is chosen again.
              if (next !== field.value) form.setValue('orderNo', '');
              field.onChange(next);
            }}
            error={errorText('type')}
          />
        )}
      />
      <Controller
        control={form.control}
        name="orderNo"
        render={({ field }) => (
          <OrderPicker
            id="feedback-order"
            type={type}
            value={field.value}
            onChange={field.onChange}
            fieldRef={field.ref}
            error={errorText('orderNo')}
          />
        )}
      />
      <Controller
        control={form.control}
        name="description"
        render={({ field }) => (
          <DescriptionField
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            fieldRef={field.ref}
            error={errorText('description')}
          />
        )}
      />
      <Controller
        control={form.control}
        name="images"
        render={({ field }) => (
          <ImagePicker value={field.value} onChange={field.onChange} error={errorText('images', { max: String(FEEDBACK_MAX_IMAGES) })} />
        )}
      />
      <FormAlert id="feedback-server-error" message={alert} />
      <div className="form-actions">
        <SubmitButton pending={mutation.isPending}>{t('submit')}</SubmitButton>
      </div>
    </form>
  );
}
