import type { LimitChange, LimitView } from '@contracts/protection/limits';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSetLimit } from '@web/api/protection/set-limit';
import { useContractForm } from '@web/components/contract-form';
import { contractResolver } from '@web/components/contract-resolver';
import { FormAlert } from '@web/components/form-alert';
import { SubmitButton } from '@web/components/submit-button';
import { TextField } from '@web/components/text-field';
import { formatMoney } from '@web/lib/money';
import { formatPlatformTime } from '@web/lib/platform-time';
import { showToast } from '@web/lib/toast';
import { limitEffect, limitFormSchema, limitText, type LimitEffect } from './limit-form-values';
import { useLimitName } from './limit-name';

interface LimitFormProps {
  limit: LimitView;
  /** After the server took the change (applied now or waiting as a pending raise). */
  onDone?: (change: LimitChange) => void;
}

/**
 * One limit's form (a kind and a period): the amount in force, changed or emptied to remove it. Its hint says what the
 * typed amount would do before it is sent — a decrease applies now, a raise or a removal waits 24 hours and is then
 * confirmed — and the toast says what the server did.
 */
export function LimitForm({ limit, onDone }: LimitFormProps) {
  const { t } = useTranslation('protection');
  const name = useLimitName(limit);
  const setLimit = useSetLimit();
  const resolver = useMemo(() => contractResolver(limitFormSchema(limit.amount)), [limit.amount]);
  const { form, submit, alert, clearAlert, errorText } = useContractForm<ReturnType<typeof limitFormSchema>>({
    resolver,
    defaultValues: { kind: limit.kind, period: limit.period, amount: limitText(limit) },
    onSubmit: async (values) => {
      const change = await setLimit.mutateAsync(values);
      form.reset({ kind: limit.kind, period: limit.period, amount: limitText(change.limit) });
      void showToast(
        change.applied === 'now'
          ? t(change.limit.amount === null ? 'limit.doneRemoved' : 'limit.doneNow', {
              name,
              amount: formatMoney(change.limit.amount ?? '0'),
            })
          : t('limit.donePending', { name, at: formatPlatformTime(change.limit.pending?.dueAt ?? '') }),
      );
      onDone?.(change);
    },
  });
  const typed = useWatch({ control: form.control, name: 'amount' });
  const effect = limitEffect(limit.amount, typed === '' ? null : typed);
  const id = `limit-${limit.kind}-${limit.period}`;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={name} className="protection-limit-form">
      <TextField
        control={form.control}
        name="amount"
        idPrefix={id}
        inputMode="decimal"
        placeholder={t('limit.noLimitPlaceholder')}
        error={errorText('amount')}
        hint={t(hintKey(limit.amount, effect))}
        onValueChange={clearAlert}
      />
      <FormAlert message={alert} />
      <div className="form-actions">
        <SubmitButton pending={setLimit.isPending}>{t('limit.save')}</SubmitButton>
      </div>
    </form>
  );
}

/** Before anything is typed, the rule of the change the field invites; then what the typed amount would do. */
function hintKey(current: string | null, effect: LimitEffect | null): string {
  if (effect === 'now') return 'limit.hintNow';
  if (effect === 'wait') return 'limit.hintWait';
  return current === null ? 'limit.hintFirst' : 'limit.hint';
}
