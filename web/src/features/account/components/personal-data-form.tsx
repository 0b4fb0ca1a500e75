import type { UserInfo } from '@contracts/account/profile';
import type { personalDataForm } from '@contracts/rules/personal-data';
import { Button } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSetUserInfo } from '@web/api/account/set-user-info';
import { useContractForm } from '@web/components/contract-form';
import { FormAlert } from '@web/components/form-alert';
import { DateField } from '@web/components/picker-field';
import { SubmitButton } from '@web/components/submit-button';
import { TextField } from '@web/components/text-field';
import { confirmDialog } from '@web/lib/dialog';
import { lazyResolver } from '@web/lib/lazy-resolver';
import { serverNow } from '@web/lib/server-clock';
import { showToast } from '@web/lib/toast';
import { birthdayBounds } from '../forms/adult-birthday';
import { ChoiceField } from '@web/components/choice-field';

/**
 * The one-time confirmation of the personal data (user/setUserInfo), checked with the contract's
 * personalDataForm at the server's "now" (the page has learnt the offset before this mounts); the date picker cannot go past the latest adult birthday. A
 * dialog says plainly that nothing can be changed afterwards.
 */
export function PersonalDataForm({ info }: { info: UserInfo }) {
  const { t } = useTranslation(['profile', 'common', 'fields']);
  // Read once, when the form opens (after the page learnt the server's clock): the rule stays put while the player types.
  const [nowMs] = useState(serverNow);
  const mutation = useSetUserInfo();
  const resolver = useMemo(
    () => lazyResolver(() => import('../forms/account-resolvers').then((m) => m.personalDataResolver(nowMs))),
    [nowMs],
  );
  const bounds = birthdayBounds(nowMs);
  const { form, submit, alert, errorText } = useContractForm<ReturnType<typeof personalDataForm>>({
    resolver,
    defaultValues: {
      realName: info.realName ?? '',
      gender: info.gender ?? undefined,
      birthday: info.birthday ?? '',
      mobile: '',
      email: info.email ?? '',
    },
    onSubmit: async (values) => {
      const confirmed = await confirmDialog({
        title: t('person.confirmTitle'),
        content: t('person.confirmContent'),
        confirmText: t('person.confirmOk'),
        cancelText: t('common:cancel'),
      });
      if (!confirmed) return;
      await mutation.mutateAsync({
        realName: values.realName,
        gender: values.gender,
        birthday: values.birthday,
        mobile: values.mobile,
        email: values.email,
      });
      void showToast(t('person.done'));
    },
  });

  return (
    <form className="form-card account-form" noValidate onSubmit={submit} aria-describedby={alert ? 'person-server-error' : undefined}>
      <h2 className="account-section-title">{t('person.formTitle')}</h2>
      <p className="form-hint">{t('person.formIntro')}</p>
      <TextField control={form.control} name="realName" idPrefix="person" error={errorText('realName')} autoComplete="name" />
      <Controller
        control={form.control}
        name="gender"
        render={({ field }) => (
          <ChoiceField id="person-gender" label={t('fields:gender')} error={errorText('gender')}>
            {({ labelledBy, describedBy }) => (
              <div className="form-field-control account-gender" role="group" aria-labelledby={labelledBy} aria-describedby={describedBy}>
                {([1, 2] as const).map((value) => (
                  <Button
                    key={value}
                    size="small"
                    color="primary"
                    fill={field.value === value ? 'solid' : 'outline'}
                    aria-pressed={field.value === value}
                    onClick={() => {
                      field.onChange(value);
                      field.onBlur();
                    }}
                  >
                    {value === 1 ? t('gender.male') : t('gender.female')}
                  </Button>
                ))}
              </div>
            )}
          </ChoiceField>
        )}
      />
      <Controller
        control={form.control}
        name="birthday"
        render={({ field }) => (
          <div className="form-field" data-invalid={errorText('birthday') ? 'true' : 'false'}>
            <DateField
              label={t('fields:birthday')}
              value={field.value}
              min={bounds.min}
              max={bounds.max}
              invalid={errorText('birthday') !== undefined}
              describedBy={errorText('birthday') ? 'person-birthday-error' : 'person-birthday-hint'}
              onChange={(value) => {
                field.onChange(value);
                field.onBlur();
              }}
            />
            {errorText('birthday') ? (
              <div id="person-birthday-error" className="form-error" role="alert">
                {errorText('birthday')}
              </div>
            ) : (
              <div id="person-birthday-hint" className="form-hint">
                {t('person.birthdayHint', { max: bounds.max })}
              </div>
            )}
          </div>
        )}
      />
      <TextField
        control={form.control}
        name="mobile"
        idPrefix="person"
        error={errorText('mobile')}
        hint={t('person.mobileHint', { mobile: info.mobile })}
        inputMode="tel"
        autoComplete="tel"
      />
      <TextField control={form.control} name="email" idPrefix="person" error={errorText('email')} autoComplete="email" maxLength={80} />
      <FormAlert id="person-server-error" message={alert} />
      <div className="form-actions">
        <SubmitButton pending={mutation.isPending}>{t('person.submit')}</SubmitButton>
      </div>
    </form>
  );
}
