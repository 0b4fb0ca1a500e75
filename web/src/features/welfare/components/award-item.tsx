import { awardStatusLabels, type AwardRecord } from '@contracts/records/awards';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@web/lib/money';
import { useSession } from '@web/lib/use-session';

/** One reward of the task records: title, amount, time, status, the turnover it added and its order number. */
export function AwardItem({ award }: { award: AwardRecord }) {
  const { t } = useTranslation('rewards');
  const { lang } = useSession();
  return (
    <li className="surface-card award-item">
      <div className="award-item-head">
        <p className="rewards-item-title">{award.title}</p>
        <strong className="award-item-amount">+{formatMoney(award.amount)}</strong>
      </div>
      <p className="rewards-item-note">
        <span className={`award-status award-status-${award.status}`}>{awardStatusLabels[award.status][lang]}</span>
        {' · '}
        <time dateTime={award.createdAt}>{award.createdAt.slice(0, 19).replace('T', ' ')}</time>
      </p>
      {award.remark && <p className="rewards-item-note">{award.remark}</p>}
      <p className="rewards-item-note award-order">{t('records.orderNo', { orderNo: award.orderNo })}</p>
    </li>
  );
}
