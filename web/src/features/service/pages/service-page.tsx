import { useQuery } from '@tanstack/react-query';
import { EditSOutline, MessageOutline, QuestionCircleOutline, RightOutline, UnorderedListOutline } from 'antd-mobile-icons';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes, titleKeyOf, type AppRoute } from '@web/app/routes';
import { appConfigQuery } from '@web/api/common/get-config';
import { FeatureStrings } from '@web/components/feature-strings';
import { Page } from '@web/components/page';
import { QueryState } from '@web/components/query-state';
import type { PageProps } from '@web/lib/page-props';
import { useSession } from '@web/lib/use-session';
import { ContactOptions } from '../components/contact-options';
import '../service.css';
import { Section } from '@web/components/section';

export default function ServicePage(props: PageProps) {
  return (
    <FeatureStrings ns="service">
      <Service {...props} />
    </FeatureStrings>
  );
}

interface Entry {
  route: AppRoute<Record<string, never>> | AppRoute<{ id?: number }>;
  descriptionKey: string;
  Icon: ComponentType;
}

/** The service tab's ways in besides the chat; feedback needs a login, and the route table sends a visitor to it and back. */
const ENTRIES: Entry[] = [
  { route: routes.feedback, descriptionKey: 'entry.feedback', Icon: EditSOutline },
  { route: routes.myFeedback, descriptionKey: 'entry.myFeedback', Icon: UnorderedListOutline },
  { route: routes.helpCenter, descriptionKey: 'entry.help', Icon: QuestionCircleOutline },
];

/** service/index (a tab, open to visitors): the chat first, then feedback, my feedback, the help centre, and the contact options. */
function Service({ titleKey }: PageProps) {
  const { t } = useTranslation(['service', 'routes']);
  const { lang, token } = useSession();
  const config = useQuery(appConfigQuery(lang));
  const hours = config.data?.customerService.hours;
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <Section title={t('index.title')} className="service-hero" titleClassName="service-hero-title">
        <p className="service-hero-text">{t('index.intro')}</p>
        {hours && <p className="service-hero-text">{t('index.hours', { hours })}</p>}
        <Link className="service-hero-button" to={routes.kefu()}>
          <MessageOutline aria-hidden="true" />
          {t('index.chat')}
        </Link>
        {!token && <p className="service-hero-note">{t('index.visitor')}</p>}
      </Section>

      <Section title={t('index.entries')} className="surface-card" titleClassName="service-card-title">
        <ul className="service-entries">
          {ENTRIES.map(({ route, descriptionKey, Icon }) => (
            <li key={route.path}>
              <Link className="service-entry" to={route()}>
                <span className="service-entry-icon" aria-hidden="true">
                  <Icon />
                </span>
                <span className="service-entry-text">
                  <span className="service-entry-name">{t(`routes:${titleKeyOf(route.path)}`)}</span>
                  <span className="service-entry-desc">{t(descriptionKey)}</span>
                </span>
                <RightOutline aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <QueryState query={config} label={t('contacts.loading')}>
        {(info) => (
          <Section title={t('contacts.title')} className="surface-card" titleClassName="service-card-title">
            <ContactOptions contacts={info.customerService.contacts} />
          </Section>
        )}
      </QueryState>
    </Page>
  );
}
