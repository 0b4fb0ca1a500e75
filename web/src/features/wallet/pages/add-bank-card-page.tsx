import { bankCardFormFor } from '@contracts/rules/money-forms';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@web/components/form-field';
import { Page } from '@web/components/page';
import { useContractForm } from '@web/components/contract-form';
import { contractResolver } from '@web/components/contract-resolver';
import type { PageProps } from '@web/lib/page-props';
import { useAddBankCard } from '@web/api/withdrawal/add-bank';
import { BankPicker } from '../components/bank-picker';
import { BindForm } from '../components/bind-form';
import { TextField } from '@web/components/text-field';
import { useAfterBind } from '../components/use-after-bind';
import { InOwnName } from '../components/own-name';
import '../wallet.css';

/**
 * Binds a bank card with the contract's bankCardFormFor: name characters, in the account's real name (filled in
 * from it), bank chosen, Luhn, branch.
 */
export default function AddBankCardPage({ titleKey }: PageProps) {
  const { t } = useTranslation(['wallet', 'common']);
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <InOwnName>{(realName) => <BankCardFields realName={realName} />}</InOwnName>
    </Page>
  );
}

function BankCardFields({ realName }: { realName: string }) {
  const { t } = useTranslation(['wallet', 'common']);
  const mutation = useAddBankCard();
  const done = useAfterBind();
  const resolver = useMemo(() => contractResolver(bankCardFormFor(realName)), [realName]);
  const { form, submit, alert, errorText } = useContractForm<ReturnType<typeof bankCardFormFor>>({
    resolver,
    defaultValues: { cardholderName: realName, bankId: undefined, cardNumber: '', bankAddress: '' },
    onSubmit: async (values) => {
      await mutation.mutateAsync(values);
      done();
    },
  });
  return (
    <BindForm
      title={t('payees.add.1')}
      intro={t('bank.intro', { name: realName })}
      serverError={alert}
      pending={mutation.isPending}
      onSubmit={submit}
    >
      <TextField
        control={form.control}
        name="cardholderName"
        idPrefix="bank"
        error={errorText('cardholderName')}
        hint={t('bank.holderHint')}
        autoComplete="name"
        placeholder={t('bank.holderPlaceholder')}
      />
      <Controller
        control={form.control}
        name="bankId"
        render={({ field }) => (
          <FormField id="bank-bankId" label={t('fields:bankId')} error={errorText('bankId')}>
            {(a11y) => <BankPicker id={a11y.id} value={field.value} onChange={(v) => field.onChange(v)} onBlur={field.onBlur} />}
          </FormField>
        )}
      />
      <TextField
        control={form.control}
        name="cardNumber"
        idPrefix="bank"
        error={errorText('cardNumber')}
        inputMode="numeric"
        placeholder={t('bank.numberPlaceholder')}
        autoComplete="cc-number"
      />
      <TextField
        control={form.control}
        name="bankAddress"
        idPrefix="bank"
        error={errorText('bankAddress')}
        placeholder={t('bank.addressPlaceholder')}
      />
    </BindForm>
  );
}
