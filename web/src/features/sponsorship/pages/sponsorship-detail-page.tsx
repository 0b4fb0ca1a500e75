import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { partnerQuery } from '@web/api/common/get-partner-detail';
import { DetailFrame, NotFound, useRouteId } from '@web/components/detail-frame';
import { FeatureStrings } from '@web/components/feature-strings';
import { Page } from '@web/components/page';
import { RichText } from '@web/components/rich-text';
import type { PageProps } from '@web/lib/page-props';
import { useSession } from '@web/lib/use-session';
import { PartnerGallery } from '../components/partner-gallery';
import { PartnerMeta } from '../components/partner-meta';
import '../sponsorship.css';

/** sponsorship/detail?id=…: the partner's logo, role and dates, its story (sanitised rich text) and gallery. */
export default function SponsorshipDetailPage(props: PageProps) {
  return (
    <FeatureStrings ns="sponsorship">
      <SponsorshipDetail {...props} />
    </FeatureStrings>
  );
}

function Missing({ refusal }: { refusal: string | null }) {
  const { t } = useTranslation('sponsorship');
  const navigate = useNavigate();
  return (
    <NotFound
      title={t('detail.notFound')}
      description={refusal === null ? t('detail.missingId') : `${refusal} ${t('detail.notFoundHint')}`}
      className="sponsor-state"
    >
      <Button color="primary" onClick={() => navigate(routes.sponsorship())}>
        {t('detail.backToList')}
      </Button>
    </NotFound>
  );
}

function SponsorshipDetail({ titleKey }: PageProps) {
  const { t } = useTranslation('sponsorship');
  const { id, named } = useRouteId();
  const partner = useQuery({ ...partnerQuery(useSession().lang, id), enabled: named });

  return (
    <Page title={t(`routes:${titleKey}`)}>
      <DetailFrame
        query={partner}
        named={named}
        notFound={(refusal) => <Missing refusal={refusal} />}
        label={t('detail.loading')}
        lines={8}
      >
        {(p) => (
          <article aria-labelledby="sponsor-name">
            <header className="surface-card sponsor-head">
              <img className="sponsor-head-logo" src={p.logo} alt="" width={88} height={88} />
              <div className="sponsor-head-text">
                <h2 id="sponsor-name" className="sponsor-head-name">
                  {p.name}
                </h2>
                <p className="sponsor-card-role">{p.role}</p>
                <PartnerMeta partner={p} />
              </div>
            </header>
            <section className="surface-card" aria-labelledby="sponsor-story-title">
              <h2 id="sponsor-story-title" className="sponsor-section-title">
                {t('story.title')}
              </h2>
              <RichText html={p.content} className="sponsor-rich-text" />
            </section>
            <PartnerGallery images={p.images} />
          </article>
        )}
      </DetailFrame>
    </Page>
  );
}
