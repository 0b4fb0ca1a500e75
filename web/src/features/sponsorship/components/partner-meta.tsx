import { partnerKindLabels, partnershipStatusLabels, type Partner } from '@contracts/common/partners';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSession } from '@web/lib/use-session';

/** 0 starting soon, 1 current, 2 past: outlined in a named colour (tokens). */
const STATUS_COLOUR = { 0: 'primary', 1: 'success', 2: 'default' } as const;

/** A partner's kind, status and sponsorship dates ("2025-07-10 to 2027-12-27", "Since …" with no end agreed, one date for a one-day event). */
export function PartnerMeta({ partner }: { partner: Pick<Partner, 'kind' | 'status' | 'startDate' | 'endDate'> }) {
  const { t } = useTranslation('sponsorship');
  const { lang } = useSession();
  return (
    <span className="sponsor-meta">
      <Tag color={STATUS_COLOUR[partner.status]} fill="outline">
        {partnershipStatusLabels[partner.status][lang]}
      </Tag>
      <span>{partnerKindLabels[partner.kind][lang]}</span>
      <span>
        {partner.endDate === null
          ? t('period.open', { from: partner.startDate })
          : partner.endDate === partner.startDate
            ? partner.startDate
            : t('period.range', { from: partner.startDate, to: partner.endDate })}
      </span>
    </span>
  );
}
