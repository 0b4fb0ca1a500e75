import { EXCLUSION_MONTHS, exclusionEndMs, SelfExclusionForm } from '@contracts/protection/breaks';
import { Button, Checkbox } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSelfExclude } from '@web/api/protection/self-exclude';
import { BottomSheet } from '@web/components/bottom-sheet';
import { ChoiceField } from '@web/components/choice-field';
import { useContractForm } from '@web/components/contract-form';
import { contractResolver } from '@web/components/contract-resolver';
import { FormAlert } from '@web/components/form-alert';
import { SubmitButton } from '@web/components/submit-button';
import { TextField } from '@web/components/text-field';
import { ToggleRow } from '@web/components/toggle-row';
import { serverNow } from '@web/lib/server-clock';
import { showToast } from '@web/lib/toast';
import { BalanceReturn } from './balance-return';
import { formatInstant } from './break-end';

const resolver = contractResolver(SelfExclusionForm);
type Months = (typeof EXCLUSION_MONTHS)[number];

/**
 * Self-exclusion: the length first, then a sheet with everything it does (sessions end, venue balances recycled, the
 * balance returned to a payee the player picks, bonuses cancelled, promotions stop, no way back before its end), the
 * tick that says the player understands, and the account password. One form over both steps: a refusal of the
 * server shows under the field it names.
 */
export function ExclusionSection({ balance }: { balance: string }) {
  const { t } = useTranslation('protection');
  const selfExclude = useSelfExclude();
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const { form, submit, alert, clearAlert, errorText } = useContractForm<typeof SelfExclusionForm>({
    resolver,
    defaultValues: { months: EXCLUSION_MONTHS[0], password: '', payeeId: undefined, understood: false },
    onSubmit: async (values) => {
      const result = await selfExclude.mutateAsync(values);
      void showToast(t('exclusion.done', { until: formatInstant(Date.parse(result.until)) }));
    },
    onInvalid: () => {
      if (form.getFieldState('months').invalid) setOpenedAt(null);
    },
  });
  const [months, payeeId] = useWatch({ control: form.control, name: ['months', 'payeeId'] });
  const chosen = EXCLUSION_MONTHS.find((m) => m === months) ?? EXCLUSION_MONTHS[0];
  const pickPayee = useCallback((id: number) => form.setValue('payeeId', id, { shouldValidate: form.formState.isSubmitted }), [form]);
  const next = async () => {
    if (!(await form.trigger('months'))) return;
    clearAlert();
    setOpenedAt(serverNow());
  };
  return (
    <>
      <p className="protection-text">{t('exclusion.intro')}</p>
      <ChoiceField id="exclusion-months" label={t('exclusion.length')} error={errorText('months')}>
        {({ labelledBy }) => (
          <ToggleRow<Months>
            labelledBy={labelledBy}
            className="protection-options"
            options={EXCLUSION_MONTHS.map((value) => ({ value, label: t('exclusion.months', { months: value }) }))}
            value={chosen}
            onChange={(value) => form.setValue('months', value)}
          />
        )}
      </ChoiceField>
      <div className="form-actions">
        <Button color="danger" fill="outline" block onClick={() => void next()}>
          {t('exclusion.start')}
        </Button>
      </div>
      <BottomSheet
        className="protection-sheet"
        visible={openedAt !== null}
        titleId="exclusion-confirm-title"
        title={t('exclusion.confirmTitle')}
        pending={selfExclude.isPending}
        onClose={() => setOpenedAt(null)}
      >
        {openedAt !== null && (
          <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="exclusion-confirm-title">
            <ul className="protection-consequences">
              <li>{t('exclusion.consequence.until', { months: chosen, until: formatInstant(exclusionEndMs(openedAt, chosen)) })}</li>
              <li>{t('exclusion.consequence.sessions')}</li>
              <li>{t('exclusion.consequence.venues')}</li>
              <BalanceReturn balance={balance} payeeId={payeeId} onPick={pickPayee} error={errorText('payeeId')} />
              <li>{t('exclusion.consequence.bonuses')}</li>
              <li>{t('exclusion.consequence.messages')}</li>
              <li>{t('exclusion.consequence.final')}</li>
            </ul>
            <Controller
              control={form.control}
              name="understood"
              render={({ field }) => (
                <div className="form-field protection-understood" data-invalid={errorText('understood') ? 'true' : 'false'}>
                  <Checkbox
                    id="exclusion-understood"
                    checked={field.value}
                    onChange={(checked) => {
                      field.onChange(checked);
                      field.onBlur();
                    }}
                    aria-describedby={errorText('understood') ? 'exclusion-understood-error' : undefined}
                  >
                    {t('exclusion.understood')}
                  </Checkbox>
                  {errorText('understood') && (
                    <div id="exclusion-understood-error" className="form-error" role="alert">
                      {errorText('understood')}
                    </div>
                  )}
                </div>
              )}
            />
            <TextField
              control={form.control}
              name="password"
              idPrefix="exclusion"
              secret
              autoComplete="current-password"
              hint={t('confirm.passwordHint')}
              error={errorText('password')}
              onValueChange={clearAlert}
            />
            <FormAlert message={alert} />
            <div className="form-actions">
              <SubmitButton pending={selfExclude.isPending}>{t('exclusion.submit', { months: chosen })}</SubmitButton>
            </div>
          </form>
        )}
      </BottomSheet>
    </>
  );
}
