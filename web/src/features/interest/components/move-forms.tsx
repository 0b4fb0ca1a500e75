import type { InterestData, InterestType } from '@contracts/interest/interest';
import { Button } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useInterestInto } from '@web/api/interest/into';
import { useInterestTurnout } from '@web/api/interest/turnout';
import { useContractForm } from '@web/components/contract-form';
import { contractResolver } from '@web/components/contract-resolver';
import { FormAlert } from '@web/components/form-alert';
import { SubmitButton } from '@web/components/submit-button';
import { TextField } from '@web/components/text-field';
import { ToggleRow } from '@web/components/toggle-row';
import { formatMoney } from '@web/lib/money';
import { showToast } from '@web/lib/toast';
import { flexiblePrincipal, intoSchema, turnoutSchema } from './move-form-values';
import { ChoiceField } from '@web/components/choice-field';

type Direction = 'in' | 'out';

/** Transfer in (central wallet → a product) and transfer out (flexible principal → central wallet). */
export function MoveForms({ data, products }: { data: InterestData; products: InterestType[] }) {
  const { t } = useTranslation('interest');
  const [direction, setDirection] = useState<Direction>('in');
  return (
    <section className="surface-card" aria-labelledby="interest-move-title">
      <h2 id="interest-move-title" className="interest-title">
        {t('move.title')}
      </h2>
      <ToggleRow<Direction>
        label={t('move.direction')}
        className="toggle-segments interest-directions"
        options={[
          { value: 'in', label: t('move.in') },
          { value: 'out', label: t('move.out') },
        ]}
        value={direction}
        onChange={setDirection}
      />
      {direction === 'in' ? <IntoForm data={data} products={products} /> : <TurnoutForm data={data} />}
    </section>
  );
}

function IntoForm({ data, products }: { data: InterestData; products: InterestType[] }) {
  const { t } = useTranslation('interest');
  const into = useInterestInto();
  const resolver = useMemo(() => contractResolver(intoSchema(products, data.centralBalance)), [products, data.centralBalance]);
  const { form, submit, alert, clearAlert, errorText } = useContractForm<ReturnType<typeof intoSchema>>({
    resolver,
    defaultValues: { amount: '', typeId: products[0]?.id ?? 1 },
    onSubmit: async (values) => {
      const result = await into.mutateAsync({ amount: values.amount.trim(), typeId: values.typeId });
      void showToast(t('move.inDone', { amount: formatMoney(result.amount) }));
      form.reset({ amount: '', typeId: values.typeId });
    },
  });
  const typeId = useWatch({ control: form.control, name: 'typeId' });
  const product = products.find((p) => p.id === typeId) ?? products[0];
  const chosen = product?.id ?? 1;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('move.in')}>
      <ChoiceField id="interest-product" label={t('move.product')}>
        {({ labelledBy }) => (
          <>
            <ToggleRow
              labelledBy={labelledBy}
              className="interest-products"
              optionClassName="interest-product"
              options={products.map((p) => ({
                value: p.id,
                label: (
                  <>
                    <span className="interest-product-name">{p.name}</span>
                    <span className="interest-product-rate">{t('summary.ratePercent', { rate: p.annualRate })}</span>
                  </>
                ),
              }))}
              value={chosen}
              onChange={(id) => {
                clearAlert();
                form.setValue('typeId', id, { shouldValidate: form.formState.isSubmitted });
              }}
            />
            {product && <p className="interest-hint">{product.description}</p>}
          </>
        )}
      </ChoiceField>
      <TextField
        control={form.control}
        name="amount"
        idPrefix="interest-in"
        inputMode="decimal"
        placeholder={product ? t('move.minPlaceholder', { min: formatMoney(product.minAmount) }) : undefined}
        error={errorText('amount', { min: product?.minAmount ?? '' })}
        hint={t('move.available', { amount: formatMoney(data.centralBalance) })}
        onValueChange={clearAlert}
        addon={
          <Button
            size="small"
            fill="none"
            color="primary"
            onClick={() => form.setValue('amount', data.centralBalance, { shouldValidate: true })}
          >
            {t('move.all')}
          </Button>
        }
      />
      <FormAlert message={alert} />
      <div className="form-actions">
        <SubmitButton pending={into.isPending}>{t('move.inSubmit')}</SubmitButton>
      </div>
    </form>
  );
}

function TurnoutForm({ data }: { data: InterestData }) {
  const { t } = useTranslation('interest');
  const turnout = useInterestTurnout();
  const available = flexiblePrincipal(data);
  const resolver = useMemo(() => contractResolver(turnoutSchema(available)), [available]);
  const { form, submit, alert, clearAlert, errorText } = useContractForm<ReturnType<typeof turnoutSchema>>({
    resolver,
    defaultValues: { amount: '' },
    onSubmit: async (values) => {
      const result = await turnout.mutateAsync({ amount: values.amount.trim() });
      void showToast(t('move.outDone', { amount: formatMoney(result.amount) }));
      form.reset({ amount: '' });
    },
  });
  const locked = data.holdings.some((h) => h.maturesAt !== null);
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('move.out')}>
      <TextField
        control={form.control}
        name="amount"
        idPrefix="interest-out"
        inputMode="decimal"
        error={errorText('amount', { available: formatMoney(available) })}
        hint={t(locked ? 'move.availableOutLocked' : 'move.availableOut', { amount: formatMoney(available) })}
        onValueChange={clearAlert}
        addon={
          <Button size="small" fill="none" color="primary" onClick={() => form.setValue('amount', available, { shouldValidate: true })}>
            {t('move.all')}
          </Button>
        }
      />
      <FormAlert message={alert} />
      <div className="form-actions">
        <SubmitButton pending={turnout.isPending}>{t('move.outSubmit')}</SubmitButton>
      </div>
    </form>
  );
}
