import type { InterestData } from '@contracts/interest/interest';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@web/lib/money';
import { formatPlatformTime } from '@web/lib/platform-time';
import { Section } from '@web/components/section';

/** Each lot of principal: product, amount, rate, since when, and when a fixed term matures. */
export function Holdings({ holdings }: { holdings: InterestData['holdings'] }) {
  const { t } = useTranslation('interest');
  return (
    <Section title={t('holdings.title')} className="surface-card" titleClassName="interest-title">
      {holdings.length === 0 ? (
        <p className="interest-hint">{t('holdings.empty')}</p>
      ) : (
        <ul className="interest-rows">
          {holdings.map((h) => (
            <li key={`${h.typeId}-${h.startedAt}-${h.amount}`}>
              <span className="interest-row-main">
                <span className="interest-row-title">{h.name}</span>
                <span className="interest-row-meta">
                  {t('holdings.since', { time: formatPlatformTime(h.startedAt) })}
                  {h.maturesAt ? ` · ${t('holdings.matures', { time: formatPlatformTime(h.maturesAt).slice(0, 10) })}` : ''}
                </span>
              </span>
              <span className="interest-row-side">
                <span className="interest-amount">{formatMoney(h.amount)}</span>
                <span className="interest-row-meta">{t('summary.ratePercent', { rate: h.annualRate })}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
