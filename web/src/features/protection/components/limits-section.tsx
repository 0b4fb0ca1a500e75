import { limitKindLabels, LimitKind, type LimitView } from '@contracts/protection/limits';
import { useTranslation } from 'react-i18next';
import { useSession } from '@web/lib/use-session';
import { LimitCard } from './limit-card';

/** Deposit and loss limits, each kind with its day, week and month, and the rule of changes said once. */
export function LimitsSection({ limits }: { limits: LimitView[] }) {
  const { t } = useTranslation('protection');
  const { lang } = useSession();
  return (
    <>
      <p className="protection-text">{t('limits.intro')}</p>
      <ul className="protection-rules">
        <li>{t('limits.ruleNow')}</li>
        <li>{t('limits.ruleWait')}</li>
        <li>{t('limits.ruleLowest')}</li>
      </ul>
      {LimitKind.options.map((kind) => (
        <div key={kind} className="protection-kind">
          <h3 className="protection-kind-title">{limitKindLabels[kind][lang]}</h3>
          <p className="protection-text">{t(`limits.about.${kind}`)}</p>
          <ul className="protection-limits">
            {limits
              .filter((limit) => limit.kind === kind)
              .map((limit) => (
                <LimitCard key={limit.period} limit={limit} />
              ))}
          </ul>
        </div>
      ))}
    </>
  );
}
