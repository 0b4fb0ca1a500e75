import { awardStatusLabels, awardTypeLabels, type AwardRecord, type AwardStatus } from '@contracts/records/awards';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@web/lib/money';
import { formatPlatformTime } from '@web/lib/platform-time';
import { useSession } from '@web/lib/use-session';

const TONE: Record<AwardStatus, string> = { 0: 'pending', 1: 'done', 2: 'failed', 3: 'cancelled' };

/** One reward: where it came from, its title, amount, status and times (it opens nothing: the row is all there is). */
export const AwardItem = memo(function AwardItem({ award }: { award: AwardRecord }) {
  const { t } = useTranslation('records');
  const { lang } = useSession();
  return (
    <li className="records-row">
      <span className="records-row-main">
        <span className="records-row-title">{award.title}</span>
        <span className="records-row-meta">{awardTypeLabels[award.type][lang]}</span>
        <span className="records-row-meta">{formatPlatformTime(award.createdAt)}</span>
        {award.remark && <span className="records-row-meta">{award.remark}</span>}
        <span className="records-row-meta records-mono-small">{t('awards.orderNo', { orderNo: award.orderNo })}</span>
      </span>
      <span className="records-row-side">
        <span className="records-amount records-amount-win">
          <span className="visually-hidden">{t('fields.amount')} </span>+{formatMoney(award.amount)}
        </span>
        <span className={`records-status records-status-${TONE[award.status]}`}>{awardStatusLabels[award.status][lang]}</span>
      </span>
    </li>
  );
});
