import { useQuery } from '@tanstack/react-query';
import { Empty } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { partnersQuery } from '@web/api/common/get-partner';
import { FeatureStrings } from '@web/components/feature-strings';
import { Page } from '@web/components/page';
import { QueryState } from '@web/components/query-state';
import type { PageProps } from '@web/lib/page-props';
import { useSession } from '@web/lib/use-session';
import { PartnerCard } from '../components/partner-card';
import '../sponsorship.css';

/** tabbarPages/sponsorship/index: the clubs, teams and events the platform sponsors, current ones first. */
export default function SponsorshipPage(props: PageProps) {
  return (
    <FeatureStrings ns="sponsorship">
      <Sponsorship {...props} />
    </FeatureStrings>
  );
}

function Sponsorship({ titleKey }: PageProps) {
  const { t } = useTranslation('sponsorship');
  const partners = useQuery(partnersQuery(useSession().lang));
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <p className="sponsor-intro">{t('list.intro')}</p>
      <QueryState
        query={partners}
        label={t('list.loading')}
        lines={5}
        empty={<Empty className="sponsor-state" description={t('list.empty')} />}
      >
        {(list) => (
          <ul className="card-stack sponsor-list">
            {list.map((partner) => (
              <PartnerCard key={partner.id} partner={partner} />
            ))}
          </ul>
        )}
      </QueryState>
    </Page>
  );
}
