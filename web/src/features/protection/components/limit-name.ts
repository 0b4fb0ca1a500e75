import { limitKindLabels, limitPeriodLabels, type LimitRef } from '@contracts/protection/limits';
import { useTranslation } from 'react-i18next';
import { useSession } from '@web/lib/use-session';

/** A limit's name from the contract's labels ("Daily deposit limit", "每日存款限额"), one wording in both places. */
export function useLimitName({ kind, period }: LimitRef): string {
  const { t } = useTranslation('protection');
  const { lang } = useSession();
  return t('limit.name', { period: limitPeriodLabels[period][lang], kind: limitKindLabels[kind][lang] });
}
