import type { UserInfo } from '@contracts/account/profile';
import { LockOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { FactsList, type Facts } from '@web/components/facts-list';
import { Section } from '@web/components/section';

/** The confirmed personal data, read-only, with the reason it cannot be edited. */
export function PersonalDataView({ info }: { info: UserInfo }) {
  const { t } = useTranslation(['profile', 'fields']);
  const gender = info.gender === 1 ? t('gender.male') : info.gender === 2 ? t('gender.female') : '—';
  const rows: Facts = [
    [t('fields:realName'), info.realName ?? '—'],
    [t('fields:gender'), gender],
    [t('fields:birthday'), info.birthday ?? '—'],
    [t('fields:mobile'), info.mobile],
    [t('fields:email'), info.email ?? '—'],
  ];
  return (
    <Section title={t('person.details')} className="form-card" titleClassName="account-section-title">
      <p className="account-note" role="note">
        <LockOutline aria-hidden="true" /> {t('person.locked')}
      </p>
      <FactsList rows={rows} className="facts-list" />
    </Section>
  );
}
