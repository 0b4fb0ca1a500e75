import { useState } from 'react';
import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@web/lib/error-message';

/**
 * The submit of every form that calls the server: clears the last server message, runs the action,
 * and keeps the server's `code: 0` sentence to show on the form (not only as a toast).
 */
export function useFormSubmit<F extends FieldValues, T>(handleSubmit: UseFormHandleSubmit<F, T>, action: (values: T) => Promise<void>) {
  const { t } = useTranslation('common');
  const [serverError, setServerError] = useState('');
  const submit = handleSubmit(async (values) => {
    setServerError('');
    try {
      await action(values);
    } catch (error) {
      setServerError(errorMessage(error, t('requestFailed')));
    }
  });
  return { submit, serverError };
}
