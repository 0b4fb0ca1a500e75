import { Input } from 'antd-mobile';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@web/components/form-field';
import { fieldFocusRef } from '@web/components/field-focus-ref';
import type { ContractForm } from '@web/components/contract-form';
import type { TimeOutForm } from '@contracts/protection/breaks';

/** The time-out's own number of days: typed as digits, held as the number the contract checks (1 to 42). */
export function DaysField({ control, error }: { control: ContractForm<typeof TimeOutForm>['form']['control']; error: string | undefined }) {
  const { t } = useTranslation('protection');
  return (
    <Controller
      control={control}
      name="days"
      render={({ field }) => (
        <FormField id="time-out-days" label={t('fields:days')} error={error} hint={t('timeOut.daysHint')}>
          {(a11y) => (
            <Input
              {...a11y}
              name={field.name}
              ref={fieldFocusRef(field.ref)}
              inputMode="numeric"
              autoComplete="off"
              value={field.value === undefined ? '' : String(field.value)}
              onChange={(text) => {
                const digits = text.replace(/\D/g, '');
                field.onChange(digits === '' ? undefined : Number(digits));
              }}
              onBlur={field.onBlur}
            />
          )}
        </FormField>
      )}
    />
  );
}
