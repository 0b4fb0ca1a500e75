import { PromotionStatus, type PromotionSummary } from '@contracts/promotions/activity';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { PromotionPeriod } from './promotion-period';

/** One promotion in a tab's list: its banner, title, subtitle, status and period; the whole card opens it. */
export const PromotionCard = memo(function PromotionCard({ promotion }: { promotion: PromotionSummary }) {
  const { t } = useTranslation('promotions');
  return (
    <li>
      <Link className="promo-card" to={routes.promotionDetail({ id: promotion.id })}>
        {/* The banner draws the title, which the card says in text right below: decorative here. */}
        <img className="promo-banner" src={promotion.banner} alt="" width={750} height={300} loading="lazy" decoding="async" />
        <span className="promo-card-body">
          <h2 className="promo-card-title">{promotion.title}</h2>
          <span className="promo-card-subtitle">{promotion.subtitle}</span>
          <span className="promo-card-meta">
            <PromotionPeriod status={promotion.status} startAt={promotion.startAt} endAt={promotion.endAt} />
            {promotion.applicable && promotion.status !== PromotionStatus.enum.ended && (
              <span className="promo-card-apply">{t('card.applicable')}</span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
});
