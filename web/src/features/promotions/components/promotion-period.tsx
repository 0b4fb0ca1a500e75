import { promotionStatusLabels, type PromotionStatus } from '@contracts/promotions/activity';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSession } from '@web/lib/use-session';

/** 0 coming soon, 1 in progress, 2 ended (activity/list's status), outlined in a named colour (tokens). */
const STATUS_COLOUR = { 0: 'primary', 1: 'success', 2: 'default' } as const;

const day = (iso: string) => iso.slice(0, 10);

/** A promotion's status and period as the server's platform dates ("2026-11-19 to 2026-11-29"). */
export function PromotionPeriod({ status, startAt, endAt }: { status: PromotionStatus; startAt: string; endAt: string | null }) {
  const { t } = useTranslation('promotions');
  const { lang } = useSession();
  return (
    <span className="promo-period">
      <Tag color={STATUS_COLOUR[status]} fill="outline">
        {promotionStatusLabels[status][lang]}
      </Tag>
      <span>
        <span className="visually-hidden">{t('period.label')}: </span>
        {endAt === null ? t('period.open', { from: day(startAt) }) : t('period.range', { from: day(startAt), to: day(endAt) })}
      </span>
    </span>
  );
}
