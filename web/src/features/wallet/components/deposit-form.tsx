import { zodResolver } from '@hookform/resolvers/zod';
import { DepositChannelType, type DepositChannel } from '@contracts/deposit/channels';
import { depositFormFor, quoteDeposit, type DepositForm as DepositFormValues } from '@contracts/deposit/submit';
import { DepositAmount } from '@contracts/rules/money-forms';
import { Input } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { FormField } from '@web/components/form-field';
import { fieldFocusRef } from '@web/components/field-focus-ref';
import { useFieldErrorText } from '@web/components/use-field-error';
import { errorMessage } from '@web/lib/error-message';
import { formatMoney } from '@web/lib/money';
import { useSubmitDeposit } from '@web/api/deposit/submit';
import { routes } from '@web/app/routes';
import { AmountChips } from './amount-chips';
import { PayeeAccount } from './payee-account';
import { ReceiptUpload } from './receipt-upload';
import { FormAlert } from '@web/components/form-alert';
import { SubmitButton } from '@web/components/submit-button';
import { ToggleRow } from '@web/components/toggle-row';

type Values = z.input<typeof DepositFormValues>;

/**
 * The recharge form of one channel, checked live with the contract's depositFormFor(channel) — the
 * same schema the server applies — so limits and required fields (depositor name, receipt,
 * protocol) match exactly. Fields the channel does not ask for stay undefined and are not sent.
 * Where to pay a USDT deposit comes with its order (the pay page), not here.
 */
export function DepositForm({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation(['wallet', 'common']);
  const navigate = useNavigate();
  const schema = useMemo(() => depositFormFor(channel), [channel]);
  const mutation = useSubmitDeposit(channel);
  const [serverError, setServerError] = useState('');
  const isCrypto = channel.type === DepositChannelType.enum.crypto;
  const form = useForm<Values, unknown, DepositFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      channelId: channel.id,
      amount: '',
      depositorName: channel.fields.depositorName ? '' : undefined,
      receipt: channel.fields.receipt ? '' : undefined,
      protocol: isCrypto ? channel.receivers[0]?.protocol : undefined,
    },
  });
  const errorText = useFieldErrorText(form.formState.errors);
  const amount = useWatch({ control: form.control, name: 'amount' });
  const protocol = useWatch({ control: form.control, name: 'protocol' });
  const quote = DepositAmount.safeParse(amount).success ? quoteDeposit(channel, amount) : null;

  const submit = form.handleSubmit(async (values) => {
    setServerError('');
    // A receipt field left empty on a channel without receipts must not be sent as "".
    const input = { ...values, receipt: values.receipt || undefined, depositorName: values.depositorName || undefined };
    try {
      const order = await mutation.mutateAsync(input);
      navigate(routes.pay({ orderNo: order.orderNo }));
    } catch (error) {
      setServerError(errorMessage(error, t('common:requestFailed')));
    }
  });

  return (
    <form className="form-card" noValidate onSubmit={submit} aria-labelledby="deposit-form-title">
      <h2 id="deposit-form-title" className="wallet-section-title">
        {channel.name}
      </h2>
      <p className="wallet-instructions">{channel.instructions}</p>
      {'payee' in channel && <PayeeAccount payee={channel.payee} />}
      <Controller
        control={form.control}
        name="amount"
        render={({ field }) => (
          <FormField
            id="deposit-amount"
            label={t('fields:amount')}
            error={errorText('amount', { min: channel.min, max: channel.max })}
            hint={t('recharge.limits', { min: formatMoney(channel.min), max: formatMoney(channel.max) })}
          >
            {(a11y) => (
              <Input
                {...a11y}
                ref={fieldFocusRef(field.ref)}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputMode="decimal"
                autoComplete="off"
                placeholder={t('recharge.amountPlaceholder')}
              />
            )}
          </FormField>
        )}
      />
      <AmountChips
        amounts={channel.quickAmounts}
        min={channel.min}
        max={channel.max}
        value={amount}
        onPick={(value) => form.setValue('amount', value, { shouldValidate: true, shouldTouch: true })}
      />
      {isCrypto && (
        <Controller
          control={form.control}
          name="protocol"
          render={({ field }) => (
            <div className="form-field" data-invalid={errorText('protocol') ? 'true' : 'false'}>
              <span className="form-field-label" id="deposit-protocol-label">
                {t('fields:protocol')}
              </span>
              <ToggleRow
                labelledBy="deposit-protocol-label"
                className="wallet-options"
                optionClassName="wallet-option"
                options={channel.receivers.map((r) => ({ value: r.protocol, label: `USDT-${r.protocol}` }))}
                value={field.value}
                onChange={field.onChange}
              />
              {errorText('protocol') && <div className="form-error" role="alert">{errorText('protocol')}</div>}
            </div>
          )}
        />
      )}
      {(quote || isCrypto) && (
        <dl className="wallet-quote" aria-live="polite">
          {isCrypto && (
            <>
              <dt>{t('recharge.rate')}</dt>
              <dd>{t('recharge.rateValue', { rate: channel.rate })}</dd>
              <dt>{t('recharge.estimated')}</dt>
              <dd data-testid="usdt-estimate">{quote?.usdt ? `${quote.usdt} USDT${protocol ? ` (${protocol})` : ''}` : '--'}</dd>
            </>
          )}
          {channel.giftPercent !== null && (
            <>
              <dt>{t('recharge.gift', { percent: channel.giftPercent })}</dt>
              <dd>{quote ? formatMoney(quote.gift) : '--'}</dd>
            </>
          )}
        </dl>
      )}
      {channel.fields.depositorName && (
        <Controller
          control={form.control}
          name="depositorName"
          render={({ field }) => (
            <FormField id="deposit-depositorName" label={t('fields:depositorName')} error={errorText('depositorName')} hint={t('recharge.depositorHint')}>
              {(a11y) => (
                <Input {...a11y} ref={fieldFocusRef(field.ref)} name={field.name} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} autoComplete="name" placeholder={t('recharge.depositorPlaceholder')} />
              )}
            </FormField>
          )}
        />
      )}
      {channel.fields.receipt && (
        <Controller
          control={form.control}
          name="receipt"
          render={({ field }) => (
            <ReceiptUpload
              id="deposit-receipt"
              label={t('fields:receipt')}
              value={field.value ?? ''}
              onChange={(path) => {
                field.onChange(path);
                void form.trigger('receipt');
              }}
              error={errorText('receipt')}
            />
          )}
        />
      )}
      <FormAlert message={serverError} />
      <div className="form-actions">
        <SubmitButton pending={mutation.isPending}>{t('recharge.submit')}</SubmitButton>
      </div>
    </form>
  );
}
