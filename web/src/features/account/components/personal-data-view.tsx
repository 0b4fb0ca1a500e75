import type { UserInfo } from '@contracts/account/profile';
import { LockOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

/** The confirmed personal data, read-only, with the reason it cannot be edited. */
export function PersonalDataView({ info }: { info: UserInfo }) {
  const { t } = useTranslation(['profile', 'fields']);
  const gender = info.gender === 1 ? t('gender.male') : info.gender === 2 ? t('gender.female') : '—';
  const rows: Array<[string, string]> = [
    [t('fields:realName'), info.realName ?? '—'],
    [t('fields:gender'), gender],
    [t('fields:birthday'), info.birthday ?? '—'],
    [t('fields:mobile'), info.mobile],
    [t('fields:email'), info.email ?? '—'],
  ];
  return (
    <section className="form-card" aria-labelledby="person-locked-title">
      <h2 id="person-locked-title" className="account-section-title">
        {t('person.details')}
      </h2>
      <p className="account-note" role="note">
        <LockOutline aria-hidden="true" /> {t('person.locked')}
      </p>
      <dl className="facts-list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
