import { toFen } from '@contracts/core/money';
import { PositiveAmount } from '@contracts/rules/money-forms';
import { quoteWithdrawal } from '@contracts/withdrawal/fees';
import { withdrawalFormFor, type WithdrawalOrder, type WithdrawOverview } from '@contracts/withdrawal/withdraw';
import { Button, Dialog, Input, NoticeBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormField } from '@web/components/form-field';
import { errorMessage } from '@web/lib/api-error';
import { formatMoney } from '@web/lib/money';
import { useSubmitWithdrawal } from '@web/api/withdrawal/submit';
import { routes } from '@web/app/routes';
import { PayeeOption } from './payee-option';
import { PinSheet } from './pin-sheet';
import { SetPasswordSheet } from './set-password-sheet';
import { FormAlert } from '@web/components/form-alert';
import { SubmitButton } from '@web/components/submit-button';

/** A password the rule accepts, to check everything else before the PIN is asked for. */
const PIN_PLACEHOLDER = '000000';

export function WithdrawForm({ overview }: { overview: WithdrawOverview }) {
  const { t } = useTranslation(['wallet', 'common']);
  const submitMutation = useSubmitWithdrawal();
  const [methodId, setMethodId] = useState(overview.methods[0]?.id ?? 0);
  const method = overview.methods.find((m) => m.id === methodId) ?? overview.methods[0];
  const [payeeId, setPayeeId] = useState<number | null>(null);
  const payee = method?.payees.find((p) => p.id === payeeId) ?? method?.payees[0];
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);
  const [pinOpen, setPinOpen] = useState(false);
  const [setPinOpenState, setSetPinOpen] = useState(false);
  const [pinError, setPinError] = useState('');
  const [serverError, setServerError] = useState('');
  // Imperative dialogs live outside the route: leaving the page must not leave one open over the next.
  useEffect(() => () => Dialog.clear(), []);

  if (!method) return <p className="wallet-card">{t('withdraw.noMethods')}</p>;
  const input = { amount: amount.trim(), methodId: method.id, payeeId: payee?.id ?? 0, secondaryPassword: PIN_PLACEHOLDER };
  const check = withdrawalFormFor({ ...overview, hasSecondaryPassword: true }).safeParse(input);
  const amountIssue = check.success ? undefined : check.error.issues.find((i) => i.path[0] === 'amount');
  const amountError = checked && amountIssue ? t(`validation:${amountIssue.message}`, { field: t('fields:amount') }) : undefined;
  const quote = PositiveAmount.safeParse(amount).success
    ? quoteWithdrawal(amount, { adminFeePercent: overview.adminFeePercent, handlingFeePercent: method.handlingFeePercent, turnoverShortfall: overview.turnover.shortfall, rate: method.rate })
    : null;
  const turnoverShort = toFen(overview.turnover.shortfall) > 0;
  const addPath = method.type === 2 ? routes.addUSDT() : routes.addBankCard();

  const start = () => {
    setChecked(true);
    setServerError('');
    if (!overview.hasSecondaryPassword) {
      setSetPinOpen(true); // guided: the password comes first (spec §5)
      return;
    }
    if (!check.success) return;
    setPinError('');
    setPinOpen(true);
  };

  const send = async (pin: string) => {
    try {
      const order = await submitMutation.mutateAsync({ ...input, secondaryPassword: pin });
      setPinOpen(false);
      setAmount('');
      setChecked(false);
      await showOrder(order);
    } catch (error) {
      setPinError(errorMessage(error, t('common:requestFailed')));
    }
  };

  const showOrder = (order: WithdrawalOrder) =>
    Dialog.alert({
      title: t('withdraw.submitted'),
      confirmText: t('common:close'),
      content: (
        <dl className="wallet-quote">
          <dt>{t('fields:orderNo')}</dt>
          <dd>{order.orderNo}</dd>
          <dt>{t('fields:status')}</dt>
          <dd>{t(`withdraw.status.${order.status}`)}</dd>
          <dt>{t('fields:amount')}</dt>
          <dd>{formatMoney(order.amount)}</dd>
          <dt>{t('withdraw.adminFee')}</dt>
          <dd>{formatMoney(order.adminFee)}</dd>
          <dt>{t('withdraw.handlingFee')}</dt>
          <dd>{formatMoney(order.handlingFee)}</dd>
          <dt>{t('withdraw.actual')}</dt>
          <dd>{formatMoney(order.actualAmount)}{order.usdt ? ` ≈ ${order.usdt.actualAmount} USDT` : ''}</dd>
        </dl>
      ),
    });

  return (
    <>
      {!overview.hasSecondaryPassword && (
        <section className="wallet-card wallet-guide" aria-labelledby="guide-pin">
          <h2 id="guide-pin" className="wallet-section-title">{t('withdraw.noPinTitle')}</h2>
          <p>{t('withdraw.noPinText')}</p>
          <Button color="primary" onClick={() => setSetPinOpen(true)}>{t('withdraw.setPin')}</Button>
        </section>
      )}
      <form className="form-card" noValidate onSubmit={(e) => { e.preventDefault(); start(); }} aria-labelledby="withdraw-form-title">
        <h2 id="withdraw-form-title" className="wallet-section-title">{t('withdraw.formTitle')}</h2>
        <div className="wallet-options" role="group" aria-label={t('fields:methodId')}>
          {overview.methods.map((m) => (
            <button key={m.id} type="button" className="wallet-option" aria-pressed={m.id === method.id} onClick={() => { setMethodId(m.id); setPayeeId(null); }}>
              {m.name}
            </button>
          ))}
        </div>
        <div className="form-field">
          <span className="form-field-label" id="withdraw-payee-label">{t('fields:payeeId')}</span>
          {method.payees.length === 0 ? (
            <div className="wallet-guide" role="note">
              <p>{t(method.type === 2 ? 'withdraw.noPayeeUsdt' : 'withdraw.noPayeeBank')}</p>
              <Link className="wallet-link-button" to={addPath}>{t(method.type === 2 ? 'withdraw.bindUsdt' : 'withdraw.bindBank')}</Link>
              <Link className="text-link" to={routes.accountManagement()}>{t('withdraw.manage')}</Link>
            </div>
          ) : (
            <ul className="wallet-payee-options" aria-labelledby="withdraw-payee-label">
              {method.payees.map((p) => (
                <li key={p.id}>
                  <PayeeOption payee={p} selected={p.id === payee?.id} onPick={() => setPayeeId(p.id)} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <FormField id="withdraw-amount" label={t('fields:amount')} error={amountError} hint={t('withdraw.limits', { min: formatMoney(method.min), max: formatMoney(method.max), balance: formatMoney(overview.balance) })}>
          {(a11y) => (
            <>
              <Input {...a11y} value={amount} onChange={(v) => { setAmount(v); setServerError(''); }} onBlur={() => amount && setChecked(true)} inputMode="decimal" autoComplete="off" placeholder={t('withdraw.amountPlaceholder')} />
              <Button size="small" fill="none" color="primary" onClick={() => setAmount(toFen(overview.balance) > toFen(method.max) ? method.max : overview.balance)}>
                {t('transfer.all')}
              </Button>
            </>
          )}
        </FormField>
        <dl className="wallet-quote" aria-live="polite">
          <dt>{t('withdraw.quota')}</dt>
          <dd>{t('withdraw.quotaValue', { count: overview.quota.countLeft, total: overview.quota.countTotal, amount: formatMoney(overview.quota.amountLeft) })}</dd>
          <dt>{t('withdraw.adminFee')}</dt>
          <dd>{quote ? formatMoney(quote.adminFee) : t('withdraw.adminFeeRule', { percent: overview.adminFeePercent })}</dd>
          <dt>{t('withdraw.handlingFee')}</dt>
          <dd>{quote ? formatMoney(quote.handlingFee) : `${method.handlingFeePercent} %`}</dd>
          <dt>{t('withdraw.actual')}</dt>
          <dd data-testid="actual-amount">{quote ? `${formatMoney(quote.actualAmount)}${quote.actualUsdt ? ` ≈ ${quote.actualUsdt} USDT` : ''}` : '--'}</dd>
        </dl>
        {turnoverShort && (
          <div role="alert">
            <NoticeBar
              className="wallet-notice"
              color="alert"
              wrap
              content={t('withdraw.turnoverWarning', { shortfall: formatMoney(overview.turnover.shortfall), percent: overview.adminFeePercent })}
            />
          </div>
        )}
        <FormAlert message={serverError} />
        <div className="form-actions">
          <SubmitButton disabled={method.payees.length === 0}>{t('withdraw.submit')}</SubmitButton>
        </div>
      </form>
      <PinSheet visible={pinOpen} amount={amount} pending={submitMutation.isPending} error={pinError} onSubmit={(pin) => void send(pin)} onClose={() => setPinOpen(false)} />
      <SetPasswordSheet visible={setPinOpenState} onClose={() => setSetPinOpen(false)} onDone={() => setSetPinOpen(false)} />
    </>
  );
}
