import { limitPeriodLabels, type LimitView } from '@contracts/protection/limits';
import { useTranslation } from 'react-i18next';
import { FactsList } from '@web/components/facts-list';
import { formatMoney } from '@web/lib/money';
import { formatPlatformTime } from '@web/lib/platform-time';
import { useSession } from '@web/lib/use-session';
import { LimitForm } from './limit-form';
import { PendingLimit } from './pending-limit';
import { useLimitName } from './limit-name';

/** One limit of a kind for a period: the figures of the current period, a pending raise, and its form. */
export function LimitCard({ limit }: { limit: LimitView }) {
  const { t } = useTranslation('protection');
  const { lang } = useSession();
  // Named in full: "Daily" alone is both the deposit and the loss limit's.
  const name = useLimitName(limit);
  return (
    <li className="protection-limit" aria-label={name}>
      <h4 className="protection-limit-title">{limitPeriodLabels[limit.period][lang]}</h4>
      <FactsList
        className="protection-facts"
        rows={[
          [t('limit.current'), limit.amount === null ? t('limit.none') : formatMoney(limit.amount)],
          [t('limit.used'), formatMoney(limit.used)],
          [t('limit.remaining'), limit.remaining === null ? t('limit.unlimited') : formatMoney(limit.remaining)],
          [t('limit.resets'), formatPlatformTime(limit.periodEndsAt)],
        ]}
      />
      {limit.pending && <PendingLimit limit={limit} pending={limit.pending} />}
      <LimitForm limit={limit} />
    </li>
  );
}
