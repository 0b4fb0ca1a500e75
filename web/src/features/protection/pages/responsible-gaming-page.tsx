import { useQuery } from '@tanstack/react-query';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { protectionSettingsQuery } from '@web/api/protection/get-settings';
import { FeatureStrings } from '@web/components/feature-strings';
import { Page } from '@web/components/page';
import { QueryState } from '@web/components/query-state';
import { WithServerNow } from '@web/components/with-server-now';
import type { PageProps } from '@web/lib/page-props';
import { useSession } from '@web/lib/use-session';
import { ExclusionSection } from '../components/exclusion-section';
import { LimitsSection } from '../components/limits-section';
import { ProtectionSection } from '../components/protection-section';
import { RealityCheckSection } from '../components/reality-check-section';
import { TimeOutSection } from '../components/time-out-section';
import { useScrollToSection } from '../components/use-scroll-to-section';
import '../protection.css';

/**
 * mine/responsibleGaming: deposit and loss limits, reality checks, time-out, self-exclusion and the way to the
 * activity statement. Countdowns and break ends read the platform clock, so the page waits for it (WithServerNow).
 */
export default function ResponsibleGamingPage(props: PageProps) {
  return (
    <FeatureStrings ns="protection">
      <ResponsibleGaming {...props} />
    </FeatureStrings>
  );
}

function ResponsibleGaming({ titleKey }: PageProps) {
  const { t } = useTranslation('protection');
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <div className="protection-page">
        <p className="protection-intro">{t('page.intro')}</p>
        <WithServerNow look={{ loading: 'surface-card', state: 'surface-card' }} label={t('page.loading')}>
          {() => <Sections />}
        </WithServerNow>
        <Link className="surface-card protection-statement-link" to={routes.activityStatement()}>
          <span>
            <span className="protection-statement-link-title">{t('routes:mine/activityStatement')}</span>
            <span className="protection-statement-link-text">{t('page.statementLink')}</span>
          </span>
          <RightOutline aria-hidden="true" />
        </Link>
      </div>
    </Page>
  );
}

function Sections() {
  const { t } = useTranslation('protection');
  const settings = useQuery(protectionSettingsQuery(useSession()));
  useScrollToSection(settings.data !== undefined);
  return (
    <QueryState query={settings} label={t('page.loading')} lines={8}>
      {(data) => (
        <>
          <ProtectionSection name="limits">{() => <LimitsSection limits={data.limits} />}</ProtectionSection>
          <ProtectionSection name="realityCheck">
            {(titleId) => <RealityCheckSection minutes={data.realityCheckMinutes} titleId={titleId} />}
          </ProtectionSection>
          <ProtectionSection name="timeOut">{() => <TimeOutSection />}</ProtectionSection>
          <ProtectionSection name="exclusion">{() => <ExclusionSection balance={data.balance} />}</ProtectionSection>
        </>
      )}
    </QueryState>
  );
}
