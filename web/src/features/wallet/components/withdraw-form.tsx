import { toFen } from '@contracts/core/money';
import { PositiveAmount } from '@contracts/rules/money-forms';
import { quoteWithdrawal } from '@contracts/withdrawal/fees';
import {
  paysToAccountHolder,
  withdrawalFormFor,
  WithdrawalMethodType,
  withdrawalStatusLabels,
  type WithdrawalMethod,
  type WithdrawalOrder,
  type WithdrawOverview,
} from '@contracts/withdrawal/withdraw';
import { Button, NoticeBar } from 'antd-mobile';
import { alertDialog, closeDialogs } from '@web/lib/dialog';
import { useSession } from '@web/lib/use-session';
import { useWatch } from 'react-hook-form';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TextField } from '@web/components/text-field';
import { ToggleRow } from '@web/components/toggle-row';
import { useContractForm } from '@web/components/contract-form';
import { contractResolver } from '@web/components/contract-resolver';
import { formatMoney, formatPercent } from '@web/lib/money';
import { useSubmitWithdrawal } from '@web/api/withdrawal/submit';
import { routes } from '@web/app/routes';
import { PayeeOption } from './payee-option';
import { PinSheet } from './pin-sheet';
import { SetPasswordSheet } from './set-password-sheet';
import { SubmitButton } from '@web/components/submit-button';
import { ChoiceField } from '@web/components/choice-field';

/** The payee a method starts on: its first one the account holder may be paid to (a card in another name is listed, never preselected). */
const firstPayable = (method: WithdrawalMethod | undefined, realName: string | null) =>
  (method?.payees.find((p) => paysToAccountHolder(p, realName)) ?? method?.payees[0])?.id ?? 0;

/**
 * The withdrawal form: react-hook-form with the contract's rules for this player's situation
 * (withdrawalFormFor). Withdraw checks method, payee and amount first; the withdrawal password is the
 * form's last field, entered on the PIN pad, and the whole form is checked again with it.
 */
export function WithdrawForm({ overview }: { overview: WithdrawOverview }) {
  const { t } = useTranslation(['wallet', 'common']);
  const { lang } = useSession();
  const submitMutation = useSubmitWithdrawal();
  const first = overview.methods[0];
  const [pinOpen, setPinOpen] = useState(false);
  const [setPinOpenState, setSetPinOpen] = useState(false);
  const resolver = useMemo(() => contractResolver(withdrawalFormFor(overview)), [overview]);
  const {
    form,
    submit: send,
    alert,
    clearAlert,
    errorText,
  } = useContractForm<ReturnType<typeof withdrawalFormFor>>({
    resolver,
    defaultValues: { amount: '', methodId: first?.id ?? 0, payeeId: firstPayable(first, overview.realName), secondaryPassword: '' },
    onSubmit: async (values) => {
      const order = await submitMutation.mutateAsync(values);
      setPinOpen(false);
      form.reset({ ...values, amount: '', secondaryPassword: '' });
      await showOrder(order);
    },
    // The PIN's own error shows on the pad (the rest was checked before it opened); a refusal of the server about the
    // amount or the payee shows under that field, so the pad gets out of its way.
    onInvalid: () => {
      if (!form.getFieldState('secondaryPassword').invalid) setPinOpen(false);
    },
  });
  const [amount, methodId, payeeId] = useWatch({ control: form.control, name: ['amount', 'methodId', 'payeeId'] });
  const method = overview.methods.find((m) => m.id === Number(methodId)) ?? first;
  // Imperative dialogs live outside the route: leaving the page must not leave one open over the next.
  useEffect(() => closeDialogs, []);
  // A payee bound after the form was made (the add page comes back here) or one just removed: pick the
  // method's first payee, as a fresh form would, so Withdraw never checks a payee the player cannot see.
  const payees = method?.payees;
  useEffect(() => {
    if (payees?.length && !payees.some((p) => p.id === Number(payeeId))) form.setValue('payeeId', firstPayable(method, overview.realName));
  }, [payees, payeeId, form, method, overview.realName]);

  if (!method) return <p className="surface-card">{t('withdraw.noMethods')}</p>;
  // Fees are quoted for an amount the method takes only: none for a refused one (below the minimum …).
  const quotable =
    PositiveAmount.safeParse(amount).success &&
    !form.formState.errors.amount &&
    toFen(amount) >= toFen(method.min) &&
    toFen(amount) <= toFen(method.max);
  const quote = quotable
    ? quoteWithdrawal(amount, {
        adminFeePercent: overview.adminFeePercent,
        handlingFeePercent: method.handlingFeePercent,
        turnoverShortfall: overview.turnover.shortfall,
        rate: method.rate,
      })
    : null;
  const turnoverShort = toFen(overview.turnover.shortfall) > 0;
  const addPath = method.type === WithdrawalMethodType.enum.usdt ? routes.addUSDT() : routes.addBankCard();
  const pickMethod = (id: number) => {
    form.setValue('methodId', id);
    form.setValue(
      'payeeId',
      firstPayable(
        overview.methods.find((m) => m.id === id),
        overview.realName,
      ),
    );
  };

  const start = async () => {
    if (!overview.hasSecondaryPassword) {
      setSetPinOpen(true); // guided: the password comes first (spec §5)
      return;
    }
    if (!(await form.trigger(['amount', 'methodId', 'payeeId']))) return;
    clearAlert();
    form.clearErrors('secondaryPassword');
    setPinOpen(true);
  };

  const showOrder = (order: WithdrawalOrder) =>
    alertDialog({
      title: t('withdraw.submitted'),
      confirmText: t('common:close'),
      content: (
        <dl className="wallet-quote">
          <dt>{t('fields:orderNo')}</dt>
          <dd>{order.orderNo}</dd>
          <dt>{t('fields:status')}</dt>
          <dd>{withdrawalStatusLabels[order.status][lang]}</dd>
          <dt>{t('fields:amount')}</dt>
          <dd>{formatMoney(order.amount)}</dd>
          <dt>{t('withdraw.adminFee')}</dt>
          <dd>{formatMoney(order.adminFee)}</dd>
          <dt>{t('withdraw.handlingFee')}</dt>
          <dd>{formatMoney(order.handlingFee)}</dd>
          <dt>{t('withdraw.actual')}</dt>
          <dd>
            {formatMoney(order.actualAmount)}
            {order.usdt ? ` ≈ ${order.usdt.actualAmount} USDT` : ''}
          </dd>
        </dl>
      ),
    });

  return (
    <>
      {!overview.hasSecondaryPassword && (
        <section className="surface-card wallet-guide" aria-labelledby="guide-pin">
          <h2 id="guide-pin" className="wallet-section-title">
            {t('withdraw.noPinTitle')}
          </h2>
          <p>{t('withdraw.noPinText')}</p>
          <Button color="primary" onClick={() => setSetPinOpen(true)}>
            {t('withdraw.setPin')}
          </Button>
        </section>
      )}
      <form
        className="form-card"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void start();
        }}
        aria-labelledby="withdraw-form-title"
      >
        <h2 id="withdraw-form-title" className="wallet-section-title">
          {t('withdraw.formTitle')}
        </h2>
        <ToggleRow
          label={t('fields:methodId')}
          className="wallet-options"
          optionClassName="wallet-option"
          options={overview.methods.map((m) => ({ value: m.id, label: m.name }))}
          value={method.id}
          onChange={pickMethod}
        />
        <ChoiceField id="withdraw-payee" label={t('fields:payeeId')} error={errorText('payeeId')}>
          {({ labelledBy }) =>
            method.payees.length === 0 ? (
              <div className="wallet-guide" role="note">
                <p>{t(method.type === WithdrawalMethodType.enum.usdt ? 'withdraw.noPayeeUsdt' : 'withdraw.noPayeeBank')}</p>
                <Link className="wallet-link-button" to={addPath}>
                  {t(method.type === WithdrawalMethodType.enum.usdt ? 'withdraw.bindUsdt' : 'withdraw.bindBank')}
                </Link>
                <Link className="text-link" to={routes.accountManagement()}>
                  {t('withdraw.manage')}
                </Link>
              </div>
            ) : (
              <ul className="wallet-payee-options" aria-labelledby={labelledBy}>
                {method.payees.map((p) => (
                  <li key={p.id}>
                    <PayeeOption
                      payee={p}
                      selected={p.id === Number(payeeId)}
                      flag={paysToAccountHolder(p, overview.realName) ? undefined : t('withdraw.notYourName')}
                      onPick={() => form.setValue('payeeId', p.id, { shouldValidate: true })}
                    />
                  </li>
                ))}
              </ul>
            )
          }
        </ChoiceField>
        <TextField
          control={form.control}
          name="amount"
          idPrefix="withdraw"
          error={errorText('amount', { min: method.min, max: method.max })}
          hint={t('withdraw.limits', {
            min: formatMoney(method.min),
            max: formatMoney(method.max),
            balance: formatMoney(overview.balance),
          })}
          inputMode="decimal"
          placeholder={t('withdraw.amountPlaceholder')}
          addon={
            <Button
              size="small"
              fill="none"
              color="primary"
              onClick={() => form.setValue('amount', toFen(overview.balance) > toFen(method.max) ? method.max : overview.balance)}
            >
              {t('transfer.all')}
            </Button>
          }
        />
        <dl className="wallet-quote" aria-live="polite">
          <dt>{t('withdraw.quota')}</dt>
          <dd>
            {t('withdraw.quotaValue', {
              count: overview.quota.countLeft,
              total: overview.quota.countTotal,
              amount: formatMoney(overview.quota.amountLeft),
            })}
          </dd>
          <dt>{t('withdraw.adminFee')}</dt>
          <dd>{quote ? formatMoney(quote.adminFee) : t('withdraw.adminFeeRule', { percent: overview.adminFeePercent })}</dd>
          <dt>{t('withdraw.handlingFee')}</dt>
          <dd>{quote ? formatMoney(quote.handlingFee) : formatPercent(method.handlingFeePercent)}</dd>
          <dt>{t('withdraw.actual')}</dt>
          <dd data-testid="actual-amount">
            {quote ? `${formatMoney(quote.actualAmount)}${quote.actualUsdt ? ` ≈ ${quote.actualUsdt} USDT` : ''}` : '--'}
          </dd>
        </dl>
        {turnoverShort && (
          <div role="alert">
            <NoticeBar
              className="wallet-notice"
              color="alert"
              wrap
              content={t('withdraw.turnoverWarning', {
                shortfall: formatMoney(overview.turnover.shortfall),
                percent: overview.adminFeePercent,
              })}
            />
          </div>
        )}
        <div className="form-actions">
          <SubmitButton disabled={method.payees.length === 0}>{t('withdraw.submit')}</SubmitButton>
        </div>
      </form>
      <PinSheet
        visible={pinOpen}
        amount={amount}
        pending={submitMutation.isPending}
        error={alert || errorText('secondaryPassword') || ''}
        onSubmit={(pin) => {
          form.clearErrors('secondaryPassword');
          form.setValue('secondaryPassword', pin);
          void send();
        }}
        onClose={() => setPinOpen(false)}
      />
      <SetPasswordSheet visible={setPinOpenState} onClose={() => setSetPinOpen(false)} onDone={() => setSetPinOpen(false)} />
    </>
  );
}
