import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { certificatesQuery } from '@web/api/common/get-certificate';
import { systemInfoQuery } from '@web/api/common/get-system-info';
import { FeatureStrings } from '@web/components/feature-strings';
import { Page } from '@web/components/page';
import { QueryState } from '@web/components/query-state';
import { APP_VERSION } from '@web/lib/app-version';
import { formatMoney } from '@web/lib/money';
import type { PageProps } from '@web/lib/page-props';
import { lazyPiece } from '@web/lib/lazy-page';
import { useSession } from '@web/lib/use-session';
import type { LegalDoc } from '../components/legal-document';
import '../content.css';
import { Section } from '@web/components/section';

const LegalDocument = lazyPiece(() => import('../components/legal-document'));

const LEGAL_DOCS: readonly LegalDoc[] = ['agreement', 'privacy'];
const legalDocOf = (value: string | null) => LEGAL_DOCS.find((doc) => doc === value);

export default function AboutPage(props: PageProps) {
  const doc = legalDocOf(useSearchParams()[0].get('doc'));
  return <FeatureStrings ns="content">{doc ? <Legal doc={doc} /> : <About {...props} />}</FeatureStrings>;
}

/** mine/about?doc=agreement|privacy: the user agreement or the privacy notice (from registration, about and help). */
function Legal({ doc }: { doc: LegalDoc }) {
  const { t } = useTranslation('content');
  return (
    <Page title={t(`about.${doc}`)}>
      <LegalDocument doc={doc} />
    </Page>
  );
}

/** mine/about: the platform (common/getSystemInfo), the app's version and the licences (common/getCertificate). Open to visitors. */
function About({ titleKey }: PageProps) {
  const { t } = useTranslation(['content', 'common']);
  const { lang } = useSession();
  const system = useQuery(systemInfoQuery());
  const certificates = useQuery(certificatesQuery(lang));
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <section className="surface-card content-about-head" aria-labelledby="about-name">
        <img src={`${import.meta.env.BASE_URL}brand/mark.svg`} alt="" width={64} height={64} />
        <h2 id="about-name" className="content-article-title">
          {system.data?.siteName ?? t('common:siteName')}
        </h2>
        <p className="content-row-meta">{t('about.version', { version: APP_VERSION })}</p>
        <p className="content-intro">{t('about.intro')}</p>
      </section>
      <QueryState query={system} label={t('about.loading')} lines={3}>
        {(info) => (
          <Section title={t('about.facts')} className="surface-card" titleClassName="content-card-title">
            <dl className="facts-list">
              <div>
                <dt>{t('about.currency')}</dt>
                <dd>{info.currency}</dd>
              </div>
              <div>
                <dt>{t('about.timeZone')}</dt>
                <dd>{t('about.timeZoneValue')}</dd>
              </div>
              <div>
                <dt>{t('about.deposit')}</dt>
                <dd>
                  {formatMoney(info.depositMin)} – {formatMoney(info.depositMax)}
                </dd>
              </div>
              <div>
                <dt>{t('about.service')}</dt>
                <dd>{info.customerServiceHours}</dd>
              </div>
            </dl>
          </Section>
        )}
      </QueryState>
      <Section title={t('about.licences')} className="surface-card" titleClassName="content-card-title">
        <QueryState query={certificates} label={t('about.loadingLicences')} lines={4}>
          {(list) => (
            <ul className="content-certificates">
              {list.map((c) => (
                <li key={c.id}>
                  <img src={c.image} alt={t('about.licenceImage', { title: c.title })} width={480} height={320} loading="lazy" />
                  <h3>{c.title}</h3>
                  <p className="content-row-meta">
                    {c.issuer} · {c.licenceNo}
                  </p>
                  <p>{c.description}</p>
                  <p className="content-row-meta">{c.validUntil ? t('about.validUntil', { date: c.validUntil }) : t('about.noExpiry')}</p>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </Section>
      <Section title={t('about.legal')} className="surface-card" titleClassName="content-card-title">
        <ul className="content-legal-links">
          {LEGAL_DOCS.map((doc) => (
            <li key={doc}>
              <Link className="text-link" to={routes.about({ doc })}>
                {t(`about.${doc}`)}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <p className="content-back">
        <Link className="text-link" to={routes.helpCenter()}>
          {t('about.toHelp')}
        </Link>
      </p>
    </Page>
  );
}
