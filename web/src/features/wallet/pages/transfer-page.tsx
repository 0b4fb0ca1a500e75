import { CENTRAL_WALLET, type RecycleResult, type Wallet } from '@contracts/funds/wallets';
import { useQuery } from '@tanstack/react-query';
import { Button, Tag } from 'antd-mobile';
import { alertDialog, closeDialogs } from '@web/lib/dialog';
import { showToast } from '@web/lib/toast';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '@web/components/page';
import { formatMoney } from '@web/lib/money';
import type { PageProps } from '@web/lib/page-props';
import { walletListQuery } from '@web/api/funds/get-wallet-list';
import { useRecycle } from '@web/api/funds/one-click-recycle';
import { useTransfer } from '@web/api/funds/transfer';
import { BalanceBar } from '../components/balance-bar';
import { QueryState } from '@web/components/query-state';
import { toTransferInput, transferSchema, type Direction, type TransferValues } from '../components/transfer-form-values';
import { TextField } from '@web/components/text-field';
import { useWatch } from 'react-hook-form';
import '../wallet.css';
import { useContractForm } from '@web/components/contract-form';
import { contractResolver } from '@web/components/contract-resolver';
import { FormAlert } from '@web/components/form-alert';
import { SubmitButton } from '@web/components/submit-button';
import { useSession } from '@web/lib/use-session';
import { ToggleRow } from '@web/components/toggle-row';
import { ChoiceField } from '@web/components/choice-field';

/** Central ↔ venue transfers and one-click recycle; the venue list is also the venue picker. */
export default function TransferPage({ titleKey }: PageProps) {
  const { t } = useTranslation(['wallet', 'common']);
  const wallets = useQuery(walletListQuery(useSession()));
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <BalanceBar />
      <QueryState query={wallets} label={t('transfer.loading')}>
        {(info) => <TransferBody wallets={info.wallets} total={info.total} refreshing={wallets.isFetching} />}
      </QueryState>
    </Page>
  );
}

function TransferBody({ wallets, total, refreshing }: { wallets: Wallet[]; total: string; refreshing: boolean }) {
  const { t } = useTranslation(['wallet', 'common']);
  const transfer = useTransfer();
  const recycle = useRecycle();
  // `routes.transfer({ to })` (the game page's "transfer to this venue") preselects that venue wallet.
  const [params] = useSearchParams();
  // A venue under maintenance cannot be chosen, not even through the link.
  const preselected = wallets.find((w) => w.code === params.get('to') && w.code !== CENTRAL_WALLET && !w.maintenance)?.code ?? '';
  // Imperative dialogs live outside the route: leaving the page must not leave one open over the next.
  useEffect(() => closeDialogs, []);
  const resolver = useMemo(() => contractResolver(transferSchema(wallets)), [wallets]);
  const { form, submit, alert, clearAlert, showFailure, errorText } = useContractForm<ReturnType<typeof transferSchema>>({
    resolver,
    defaultValues: { direction: 'in', venue: preselected, amount: '' },
    onSubmit: async (checked) => {
      const result = await transfer.mutateAsync(toTransferInput(checked));
      void showToast(t('transfer.done', { amount: formatMoney(result.amount) }));
      form.reset({ ...checked, amount: '' });
    },
  });
  const [direction, venue, amount] = useWatch({ control: form.control, name: ['direction', 'venue', 'amount'] });
  const values: TransferValues = { direction: direction ?? 'in', venue, amount };
  const errors = form.formState.errors;
  const venues = wallets.filter((w) => w.code !== CENTRAL_WALLET);
  const set = (patch: Partial<TransferValues>) => {
    clearAlert();
    for (const [name, value] of Object.entries(patch) as Array<[keyof TransferValues, string]>) {
      form.setValue(name, value, { shouldValidate: form.formState.isSubmitted });
    }
  };
  const source = values.direction === 'in' ? wallets.find((w) => w.code === CENTRAL_WALLET) : venues.find((w) => w.code === values.venue);

  const runRecycle = async () => {
    try {
      const result = await recycle.mutateAsync();
      await alertDialog({ title: t('recycle.title'), content: <RecycleSummary result={result} />, confirmText: t('common:close') });
    } catch (error) {
      showFailure(error);
    }
  };

  return (
    <>
      <section className="surface-card" aria-labelledby="transfer-total">
        <div className="wallet-row">
          <h2 id="transfer-total" className="wallet-section-title">
            {t('transfer.total')}
          </h2>
          <span className="wallet-strong">{refreshing ? '…' : formatMoney(total)}</span>
        </div>
        <Button
          block
          color="primary"
          fill="outline"
          onClick={() => void runRecycle()}
          loading={recycle.isPending}
          disabled={recycle.isPending}
        >
          {t('recycle.button')}
        </Button>
      </section>

      <form className="form-card" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="transfer-form-title">
        <h2 id="transfer-form-title" className="wallet-section-title">
          {t('transfer.formTitle')}
        </h2>
        <ToggleRow
          label={t('transfer.direction')}
          className="wallet-options"
          optionClassName="wallet-option"
          options={(['in', 'out'] as Direction[]).map((d) => ({ value: d, label: t(`transfer.direction.${d}`) }))}
          value={values.direction}
          onChange={(direction) => set({ direction })}
        />
        <ChoiceField
          id="transfer-venue"
          label={t('transfer.venue')}
          error={errors.venue ? t(errors.venue.message ?? '', { field: t('fields:wallet') }) : undefined}
        >
          {({ labelledBy, describedBy }) => (
            <ul className="wallet-venues" aria-labelledby={labelledBy}>
              {venues.map((v) => (
                <li key={v.code}>
                  <button
                    type="button"
                    className="wallet-venue"
                    aria-pressed={values.venue === v.code}
                    aria-describedby={describedBy}
                    // Paused before a submit, not refused after it (the server still refuses one).
                    disabled={v.maintenance}
                    onClick={() => set({ venue: v.code })}
                  >
                    <span className="wallet-venue-name">{v.name}</span>
                    <span className="wallet-venue-balance">{refreshing ? '…' : formatMoney(v.balance)}</span>
                    {v.maintenance && (
                      <Tag color="warning" fill="outline">
                        {t('transfer.maintenanceTag')}
                      </Tag>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </ChoiceField>
        <TextField
          control={form.control}
          name="amount"
          idPrefix="transfer"
          error={errorText('amount')}
          hint={source ? t('transfer.available', { amount: formatMoney(source.balance) }) : undefined}
          inputMode="decimal"
          placeholder={t('transfer.amountPlaceholder')}
          onValueChange={clearAlert}
          addon={
            <Button size="small" fill="none" color="primary" disabled={!source} onClick={() => source && set({ amount: source.balance })}>
              {t('transfer.all')}
            </Button>
          }
        />
        <FormAlert message={alert} />
        <div className="form-actions">
          <SubmitButton pending={transfer.isPending}>{t('transfer.submit')}</SubmitButton>
        </div>
      </form>
    </>
  );
}

function RecycleSummary({ result }: { result: RecycleResult }) {
  const { t } = useTranslation('wallet');
  if (result.moved.length === 0 && result.skipped.length === 0) return <p>{t('recycle.nothing')}</p>;
  return (
    <div className="wallet-recycle">
      {result.moved.length > 0 && (
        <ul aria-label={t('recycle.moved')}>
          {result.moved.map((v) => (
            <li key={v.code}>
              <span>{v.name}</span> <span>{formatMoney(v.amount)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="wallet-strong">{t('recycle.total', { amount: formatMoney(result.total) })}</p>
      <p>{t('recycle.central', { amount: formatMoney(result.centralBalance) })}</p>
      {result.skipped.length > 0 && (
        <p className="form-hint">
          {t('recycle.skipped', { names: result.skipped.map((v) => `${v.name} ${formatMoney(v.amount)}`).join(', ') })}
        </p>
      )}
    </div>
  );
}
