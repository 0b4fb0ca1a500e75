import { deviceBrowserLabels, deviceOsLabels, type OpenSession } from '@contracts/account/recovery';
import { useQuery } from '@tanstack/react-query';
import { Button, List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { securityQuery } from '@web/api/account/get-security';
import { useLogoutOthers } from '@web/api/account/logout-others';
import { FeatureStrings } from '@web/components/feature-strings';
import { Page } from '@web/components/page';
import { QueryState } from '@web/components/query-state';
import { confirmDialog } from '@web/lib/dialog';
import type { PageProps } from '@web/lib/page-props';
import { formatPlatformTime } from '@web/lib/platform-time';
import { showToast } from '@web/lib/toast';
import { useSession } from '@web/lib/use-session';
import '../account.css';

export default function SecurityPage(props: PageProps) {
  return (
    <FeatureStrings ns="profile">
      <Security {...props} />
    </FeatureStrings>
  );
}

/** mine/security: the bound mobile and email (masked by the server), the devices with an open session, "log out the others". */
function Security({ titleKey }: PageProps) {
  const { t } = useTranslation(['security', 'common']);
  const viewer = useSession();
  const overview = useQuery(securityQuery(viewer));
  const logoutOthers = useLogoutOthers();
  const endOthers = async () => {
    const confirmed = await confirmDialog({
      title: t('security.logoutOthers.title'),
      content: t('security.logoutOthers.content'),
      confirmText: t('security.logoutOthers.confirm'),
      cancelText: t('common:cancel'),
    });
    if (!confirmed) return;
    const { ended } = await logoutOthers.mutateAsync();
    void showToast(t('security.logoutOthers.done', { count: ended }));
  };
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <QueryState query={overview} label={t('security.loading')} lines={6}>
        {(data) => (
          <>
            <List header={<h2 className="account-list-header">{t('security.bound')}</h2>} className="account-list">
              <List.Item extra={<span data-testid="security-mobile">{data.mobile}</span>}>{t('security.mobile')}</List.Item>
              <List.Item extra={<span data-testid="security-email">{data.email ?? t('security.notBound')}</span>}>
                {t('security.email')}
              </List.Item>
            </List>
            <List header={<h2 className="account-list-header">{t('security.devices')}</h2>} className="account-list">
              {/* A session has no id on the wire (its token never leaves the server): the server's order is the key. */}
              {data.sessions.map((session, index) => (
                <DeviceRow key={index} session={session} />
              ))}
            </List>
            <p className="account-note">{t('security.devicesNote')}</p>
            <div className="account-actions">
              <Button
                block
                color="danger"
                fill="outline"
                loading={logoutOthers.isPending}
                disabled={data.sessions.length < 2}
                onClick={() => void endOthers()}
              >
                {t('security.logoutOthers.button')}
              </Button>
            </div>
          </>
        )}
      </QueryState>
    </Page>
  );
}

function DeviceRow({ session }: { session: OpenSession }) {
  const { t } = useTranslation('security');
  const { lang } = useSession();
  const name = t('security.device', { browser: deviceBrowserLabels[session.browser][lang], os: deviceOsLabels[session.os][lang] });
  return (
    <List.Item
      data-testid="security-device"
      description={t('security.seen', { seen: formatPlatformTime(session.lastSeenAt), since: formatPlatformTime(session.createdAt) })}
      extra={
        session.current ? (
          <Tag color="primary" fill="outline">
            {t('security.thisDevice')}
          </Tag>
        ) : undefined
      }
    >
      {name}
    </List.Item>
  );
}
