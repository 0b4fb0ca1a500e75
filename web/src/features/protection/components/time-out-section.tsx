import { timeOutEndMs, TimeOutForm, TimeOutLength, timeOutLengthLabels } from '@contracts/protection/breaks';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTakeTimeOut } from '@web/api/protection/take-time-out';
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
import { useSession } from '@web/lib/use-session';
import { formatInstant } from './break-end';
import { DaysField } from './days-field';

const resolver = contractResolver(TimeOutForm);

/**
 * A time-out: the length first, then a sheet that says what it will do — logged out everywhere now, no login until
 * its end on the platform clock, no way to shorten it — and takes the account password. The one form spans both
 * steps, so a refusal of the server lands under the field it names.
 */
export function TimeOutSection() {
  const { t } = useTranslation('protection');
  const { lang } = useSession();
  const takeTimeOut = useTakeTimeOut();
  // The platform clock when the sheet opened: the end it shows is the end the server will set, to the minute.
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const { form, submit, alert, clearAlert, errorText } = useContractForm<typeof TimeOutForm>({
    resolver,
    defaultValues: { length: TimeOutLength.enum.day, days: undefined, password: '' },
    onSubmit: async (values) => {
      const result = await takeTimeOut.mutateAsync(values);
      void showToast(t('timeOut.done', { until: formatInstant(Date.parse(result.until)) }));
    },
    onInvalid: () => {
      if (!form.getFieldState('password').invalid) setOpenedAt(null);
    },
  });
  const [length, days] = useWatch({ control: form.control, name: ['length', 'days'] });
  const pick = (next: TimeOutLength) => {
    clearAlert();
    form.setValue('length', next);
    // Days belong to "choose days" only (the contract refuses them beside a fixed length).
    form.resetField('days');
  };
  const next = async () => {
    if (!(await form.trigger(['length', 'days']))) return;
    clearAlert();
    setOpenedAt(serverNow());
  };
  const chosen = length ?? TimeOutLength.enum.day;
  const lengthText = chosen === TimeOutLength.enum.days ? t('timeOut.days', { count: days ?? 0 }) : timeOutLengthLabels[chosen][lang];
  return (
    <>
      <p className="protection-text">{t('timeOut.intro')}</p>
      <ChoiceField id="time-out-length" label={t('timeOut.length')} error={errorText('length')}>
        {({ labelledBy }) => (
          <ToggleRow
            labelledBy={labelledBy}
            className="protection-options"
            options={TimeOutLength.options.map((value) => ({ value, label: timeOutLengthLabels[value][lang] }))}
            value={chosen}
            onChange={pick}
          />
        )}
      </ChoiceField>
      {chosen === TimeOutLength.enum.days && <DaysField control={form.control} error={errorText('days')} />}
      <div className="form-actions">
        <Button color="primary" block onClick={() => void next()}>
          {t('timeOut.start')}
        </Button>
      </div>
      <BottomSheet
        className="protection-sheet"
        visible={openedAt !== null}
        titleId="time-out-confirm-title"
        title={t('timeOut.confirmTitle')}
        pending={takeTimeOut.isPending}
        onClose={() => setOpenedAt(null)}
      >
        {openedAt !== null && (
          <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="time-out-confirm-title">
            <ul className="protection-consequences">
              <li>{t('timeOut.consequence.length', { length: lengthText })}</li>
              <li>{t('timeOut.consequence.logout')}</li>
              <li>
                {t('timeOut.consequence.until', {
                  until: formatInstant(timeOutEndMs(openedAt, { length: chosen, days })),
                })}
              </li>
              <li>{t('timeOut.consequence.final')}</li>
            </ul>
            <TextField
              control={form.control}
              name="password"
              idPrefix="time-out"
              secret
              autoComplete="current-password"
              hint={t('confirm.passwordHint')}
              error={errorText('password')}
              onValueChange={clearAlert}
            />
            <FormAlert message={alert} />
            <div className="form-actions">
              <SubmitButton pending={takeTimeOut.isPending}>{t('timeOut.submit')}</SubmitButton>
            </div>
          </form>
        )}
      </BottomSheet>
    </>
  );
}
