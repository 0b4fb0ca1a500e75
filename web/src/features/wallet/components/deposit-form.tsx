import { DepositChannelType, type DepositChannel } from '@contracts/deposit/channels';
import { depositFormFor, quoteDeposit } from '@contracts/deposit/submit';
import { DepositAmount } from '@contracts/rules/money-forms';
import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useContractForm } from '@web/components/contract-form';
import { contractResolver } from '@web/components/contract-resolver';
import { TextField } from '@web/components/text-field';
import { formatMoney } from '@web/lib/money';
import { useSubmitDeposit } from '@web/api/deposit/submit';
import { routes } from '@web/app/routes';
import { askProtection } from '@web/lib/protection-prompts';
import { AmountChips } from './amount-chips';
import { PayeeAccount } from './payee-account';
import { ReceiptUpload } from './receipt-upload';
import { FormAlert } from '@web/components/form-alert';
import { SubmitButton } from '@web/components/submit-button';
import { ToggleRow } from '@web/components/toggle-row';
import { ChoiceField } from '@web/components/choice-field';

/**
 * The recharge form of one channel, checked live with the contract's depositFormFor(channel) — the
 * same schema the server applies — so limits and required fields (depositor name, receipt,
 * protocol) match exactly. Fields the channel does not ask for stay undefined and are not sent.
 * Where to pay a USDT deposit comes with its order (the pay page), not here.
 */
export function DepositForm({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation(['wallet', 'common']);
  const navigate = useNavigate();
  const resolver = useMemo(() => contractResolver(depositFormFor(channel)), [channel]);
  const mutation = useSubmitDeposit(channel);
  const isCrypto = channel.type === DepositChannelType.enum.crypto;
  const { form, submit, alert, errorText } = useContractForm<ReturnType<typeof depositFormFor>>({
    resolver,
    defaultValues: {
      channelId: channel.id,
      amount: '',
      depositorName: channel.fields.depositorName ? '' : undefined,
      receipt: channel.fields.receipt ? '' : undefined,
      protocol: isCrypto ? channel.receivers[0]?.protocol : undefined,
    },
    onSubmit: async (values) => {
      // A receipt field left empty on a channel without receipts must not be sent as "".
      const order = await mutation.mutateAsync({
        ...values,
        receipt: values.receipt || undefined,
        depositorName: values.depositorName || undefined,
      });
      // A player who never answered the invitation to set a deposit limit gets it over the pay page (shell prompts).
      askProtection({ notice: 'limitInvitation' });
      navigate(routes.pay({ orderNo: order.orderNo }));
    },
  });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const protocol = useWatch({ control: form.control, name: 'protocol' });
  const quote = DepositAmount.safeParse(amount).success ? quoteDeposit(channel, amount) : null;

  return (
    <form className="form-card" noValidate onSubmit={submit} aria-labelledby="deposit-form-title">
      <h2 id="deposit-form-title" className="wallet-section-title">
        {channel.name}
      </h2>
      <p className="wallet-instructions">{channel.instructions}</p>
      {'payee' in channel && <PayeeAccount payee={channel.payee} />}
      <TextField
        control={form.control}
        name="amount"
        idPrefix="deposit"
        error={errorText('amount', { min: channel.min, max: channel.max })}
        hint={t('recharge.limits', { min: formatMoney(channel.min), max: formatMoney(channel.max) })}
        inputMode="decimal"
        placeholder={t('recharge.amountPlaceholder')}
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
            <ChoiceField id="deposit-protocol" label={t('fields:protocol')} error={errorText('protocol')}>
              {({ labelledBy }) => (
                <ToggleRow
                  labelledBy={labelledBy}
                  className="wallet-options"
                  optionClassName="wallet-option"
                  options={channel.receivers.map((r) => ({ value: r.protocol, label: `USDT-${r.protocol}` }))}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            </ChoiceField>
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
        <TextField
          control={form.control}
          name="depositorName"
          idPrefix="deposit"
          error={errorText('depositorName')}
          hint={t('recharge.depositorHint')}
          autoComplete="name"
          placeholder={t('recharge.depositorPlaceholder')}
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
      <FormAlert message={alert} />
      <div className="form-actions">
        <SubmitButton pending={mutation.isPending}>{t('recharge.submit')}</SubmitButton>
      </div>
    </form>
  );
}
