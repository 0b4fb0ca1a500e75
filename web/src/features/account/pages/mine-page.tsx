import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '@web/components/page';
import type { PageProps } from '@web/lib/page-props';
import { routes, titleKeyOf } from '@web/app/routes';
import { userSummaryQuery } from '@web/api/account/get-user';
import { useSession } from '@web/lib/use-session';
import { mineSections } from '../components/mine-links';
import { UserCard } from '../components/user-card';

export default function MinePage({ titleKey }: PageProps) {
  const { t } = useTranslation(['mine', 'common']);
  // The header card's query (cached once): its unread count badges the Messages entry.
  const unread = useQuery(userSummaryQuery(useSession())).data?.unreadMessages ?? 0;

  return (
    <Page title={t(`routes:${titleKey}`)} refreshable>
      <UserCard />
      {mineSections.map((section) => (
        <section key={section.titleKey} className="mine-section" aria-labelledby={`mine-${section.titleKey}`}>
          <h2 id={`mine-${section.titleKey}`} className="mine-section-title">
            {t(section.titleKey)}
          </h2>
          <ul className="mine-grid">
            {section.links.map(({ route, Icon }) => {
              const badge = route === routes.notify && unread > 0 ? unread : 0;
              return (
                <li key={route.path}>
                  <Link to={route()}>
                    <span className="mine-grid-icon icon-chip" aria-hidden="true">
                      <Icon />
                      {badge > 0 && (
                        <span className="mine-grid-badge" data-testid="unread-badge">
                          {badge > 99 ? '99+' : badge}
                        </span>
                      )}
                    </span>
                    <span>{t(`routes:${titleKeyOf(route.path)}`)}</span>
                    {badge > 0 && <span className="visually-hidden">{t('unread', { count: badge })}</span>}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </Page>
  );
}
