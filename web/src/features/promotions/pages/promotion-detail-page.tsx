import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { routes, titleKeyOf } from '@web/app/routes';
import { promotionQuery } from '@web/api/promotions/detail';
import { DetailFrame, NotFound, useRouteId } from '@web/components/detail-frame';
import { FeatureStrings } from '@web/components/feature-strings';
import { Page } from '@web/components/page';
import { RichText } from '@web/components/rich-text';
import type { PageProps } from '@web/lib/page-props';
import { useSession } from '@web/lib/use-session';
import { ApplyPanel } from '../components/apply-panel';
import { PromotionPeriod } from '../components/promotion-period';
import { PromotionTerms } from '../components/promotion-terms';
import '../promotions.css';

/** preferential/detail?id=…: banner, status and period, the terms up front, the apply action, then the sanitised rich text. */
export default function PromotionDetailPage(props: PageProps) {
  return (
    <FeatureStrings ns="promotions">
      <PromotionDetail {...props} />
    </FeatureStrings>
  );
}

function Missing({ refusal }: { refusal: string | null }) {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  return (
    <NotFound
      title={t('detail.notFound')}
      description={refusal === null ? t('detail.missingId') : `${refusal} ${t('detail.notFoundHint')}`}
      className="promo-state"
    >
      <Button color="primary" onClick={() => navigate(routes.promotions())}>
        {t('detail.backToList')}
      </Button>
    </NotFound>
  );
}

function PromotionDetail({ titleKey }: PageProps) {
  const { t } = useTranslation('promotions');
  const { id, named } = useRouteId();
  const promotion = useQuery({ ...promotionQuery(useSession(), id), enabled: named });

  return (
    <Page title={t(`routes:${titleKey}`)}>
      <DetailFrame
        query={promotion}
        named={named}
        notFound={(refusal) => <Missing refusal={refusal} />}
        label={t('detail.loading')}
        lines={8}
      >
        {(p) => (
          <article className="promo-detail" aria-labelledby="promo-title">
            <img className="promo-banner promo-detail-banner" src={p.banner} alt="" width={750} height={300} />
            <header className="surface-card">
              <h2 id="promo-title" className="promo-detail-title">
                {p.title}
              </h2>
              <p className="promo-detail-subtitle">{p.subtitle}</p>
              <PromotionPeriod status={p.status} startAt={p.startAt} endAt={p.endAt} />
            </header>
            <PromotionTerms terms={p.terms} />
            {p.apply && <ApplyPanel promotionId={p.id} apply={p.apply} frequency={p.terms.frequency} />}
            {p.link && (
              <div className="promo-link">
                <Link className="promo-link-button" to={p.link}>
                  {t('link.go', { page: t(`routes:${titleKeyOf(p.link)}`) })}
                </Link>
              </div>
            )}
            <section className="surface-card" aria-labelledby="promo-content-title">
              <h2 id="promo-content-title" className="promo-section-title">
                {t('content.title')}
              </h2>
              <RichText html={p.content} className="promo-rich-text" />
            </section>
          </article>
        )}
      </DetailFrame>
    </Page>
  );
}
