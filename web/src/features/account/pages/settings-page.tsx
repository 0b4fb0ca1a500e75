import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { systemInfoQuery } from '@web/api/common/get-system-info';
import { FeatureStrings } from '@web/components/feature-strings';
import { LanguageSwitch } from '@web/components/language-switch';
import { Page } from '@web/components/page';
import { APP_VERSION } from '@web/lib/app-version';
import { clearAppCache } from '@web/lib/clear-cache';
import { confirmDialog } from '@web/lib/dialog';
import type { PageProps } from '@web/lib/page-props';
import { showToast } from '@web/lib/toast';
import { ThemeSwitch } from '../components/theme-switch';
import { useLogOut } from '../components/use-log-out';
import '../account.css';

export default function SettingsPage(props: PageProps) {
  return (
    <FeatureStrings ns="profile">
      <Settings {...props} />
    </FeatureStrings>
  );
}

/** mine/set: language and theme (applied at once), clear cache, version, about, logout. */
function Settings({ titleKey }: PageProps) {
  const { t } = useTranslation(['profile', 'common', 'mine']);
  const queryClient = useQueryClient();
  const logOut = useLogOut();
  // A line the server writes in the request's language: switching language changes it too.
  const system = useQuery(systemInfoQuery());

  const clearCache = async () => {
    const confirmed = await confirmDialog({
      title: t('settings.cache.title'),
      content: t('settings.cache.content'),
      confirmText: t('settings.cache.confirm'),
      cancelText: t('common:cancel'),
    });
    if (!confirmed) return;
    await clearAppCache(queryClient);
    void showToast(t('settings.cache.done'));
  };

  const confirmLogout = async () => {
    const confirmed = await confirmDialog({
      title: t('mine:logout.title'),
      content: t('mine:logout.content'),
      confirmText: t('mine:logout.confirm'),
      cancelText: t('common:cancel'),
    });
    if (confirmed) logOut();
  };

  return (
    <Page title={t(`routes:${titleKey}`)}>
      <List header={<h2 className="account-list-header">{t('settings.display')}</h2>} className="account-list">
        <List.Item extra={<LanguageSwitch />}>{t('common:language')}</List.Item>
        {/* Three choices beside the title would push the last one off a 360 px screen: they sit under the hint. */}
        <List.Item
          description={
            <>
              {t('settings.theme.hint')}
              <ThemeSwitch />
            </>
          }
        >
          {t('settings.theme')}
        </List.Item>
      </List>
      <List header={<h2 className="account-list-header">{t('settings.storage')}</h2>} className="account-list">
        <List.Item
          description={t('settings.cache.hint')}
          extra={
            <Button size="small" color="primary" fill="outline" onClick={() => void clearCache()}>
              {t('settings.cache.action')}
            </Button>
          }
        >
          {t('settings.cache')}
        </List.Item>
      </List>
      <List header={<h2 className="account-list-header">{t('settings.app')}</h2>} className="account-list">
        <List.Item extra={<span data-testid="app-version">{APP_VERSION}</span>}>{t('settings.version')}</List.Item>
        <List.Item
          extra={system.isSuccess ? system.data.customerServiceHours : system.isError ? t('settings.unknown') : t('common:loading')}
        >
          {t('settings.serviceHours')}
        </List.Item>
        <List.Item>
          <Link className="account-row-link" to={routes.about()}>
            <span>{t('routes:mine/about')}</span>
            <RightOutline aria-hidden="true" />
          </Link>
        </List.Item>
      </List>
      <div className="account-actions">
        <Button block color="danger" fill="outline" onClick={() => void confirmLogout()}>
          {t('mine:logout.button')}
        </Button>
      </div>
    </Page>
  );
}
