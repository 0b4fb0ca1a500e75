import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { userInfoQuery } from '@web/api/account/get-user-info';
import { systemInfoQuery } from '@web/api/common/get-system-info';
import { FeatureStrings } from '@web/components/feature-strings';
import { Page } from '@web/components/page';
import { allOf, QueryState } from '@web/components/query-state';
import type { PageProps } from '@web/lib/page-props';
import { useSession } from '@web/lib/use-session';
import { AvatarPicker } from '../components/avatar-picker';
import { PersonalDataForm } from '../components/personal-data-form';
import { PersonalDataView } from '../components/personal-data-view';
import '../account.css';

export default function PersonDataPage(props: PageProps) {
  return (
    <FeatureStrings ns="profile">
      <PersonData {...props} />
    </FeatureStrings>
  );
}

/**
 * mine/personData: the profile (user/userInfo) with a changeable avatar; a form while the personal data
 * is unconfirmed, a read-only view with a "locked" note after. The age rule needs the server's clock,
 * so the form waits for common/getSystemInfo (which teaches lib/server-clock its offset).
 */
function PersonData({ titleKey }: PageProps) {
  const { t } = useTranslation(['profile', 'mine']);
  const info = useQuery(userInfoQuery(useSession()));
  const system = useQuery(systemInfoQuery());
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <QueryState query={allOf(info, system)} label={t('person.loading')} lines={6}>
        {([user]) => (
          <>
            <section className="surface-card account-profile-head" aria-labelledby="person-name">
              <img className="account-avatar" src={user.avatar} alt={t('avatar.current')} width={64} height={64} />
              <div>
                <h2 id="person-name" className="account-profile-name">
                  {user.username}
                </h2>
                <Tag color="#7a4a00" fill="solid" round>
                  {t('mine:card.vip', { level: user.vipLevel })}
                </Tag>
              </div>
              <div className="account-profile-avatar-action">
                <AvatarPicker current={user.avatar} />
              </div>
            </section>
            {user.infoConfirmed ? <PersonalDataView info={user} /> : <PersonalDataForm info={user} />}
          </>
        )}
      </QueryState>
    </Page>
  );
}
