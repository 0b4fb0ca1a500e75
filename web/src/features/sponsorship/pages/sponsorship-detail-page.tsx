import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { partnerQuery } from '@web/api/common/get-partner-detail';
import { ErrorBlock } from '@web/components/error-block';
import { FeatureStrings } from '@web/components/feature-strings';
import { Page } from '@web/components/page';
import { QueryState } from '@web/components/query-state';
import { RichText } from '@web/components/rich-text';
import { isApiError } from '@web/lib/api-error';
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

function NotFound({ description }: { description: string }) {
  const { t } = useTranslation('sponsorship');
  const navigate = useNavigate();
  return (
    <ErrorBlock status="empty" title={t('detail.notFound')} description={description} className="sponsor-state">
      <Button color="primary" onClick={() => navigate(routes.sponsorship())}>
        {t('detail.backToList')}
      </Button>
    </ErrorBlock>
  );
}

function SponsorshipDetail({ titleKey }: PageProps) {
  const { t } = useTranslation('sponsorship');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const partner = useQuery({ ...partnerQuery(useSession().lang, id), enabled: valid });
  // The server's "no such partner" is an answer, not a failure to retry.
  const refusal = isApiError(partner.error) && partner.error.kind === 'business' ? partner.error.message : null;

  return (
    <Page title={t(`routes:${titleKey}`)}>
      {!valid ? (
        <NotFound description={t('detail.missingId')} />
      ) : refusal !== null ? (
        <NotFound description={`${refusal} ${t('detail.notFoundHint')}`} />
      ) : (
        <QueryState label={t('detail.loading')} isPending={partner.isPending} error={partner.error} onRetry={() => void partner.refetch()} lines={8}>
          {() => {
            const p = partner.data!;
            return (
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
            );
          }}
        </QueryState>
      )}
    </Page>
  );
}
