import type { StatementMonth as Month } from '@contracts/protection/statement';
import { useTranslation } from 'react-i18next';
import { signedMoney, formatMoney, winLossTone } from '@web/lib/money';
import { useSession } from '@web/lib/use-session';
import { monthName, STATEMENT_FIGURES } from './statement-scale';

interface StatementMonthProps {
  month: Month;
  /** The current month: its figures are so far. */
  current: boolean;
  /** A figure's bar width in percent, on the page's one scale. */
  scale: (amount: string) => number;
}

/**
 * One month: the net result in words (won, lost, even) and as a bar either side of the middle, then stakes,
 * winnings, deposits and withdrawals, each a labelled figure with its bar. The bars repeat the text for the eye
 * (aria-hidden); colour is never the only sign.
 */
export function StatementMonthCard({ month, current, scale }: StatementMonthProps) {
  const { t } = useTranslation('protection');
  const { lang } = useSession();
  const tone = winLossTone(month.net);
  const titleId = `statement-${month.month}`;
  return (
    <li className="surface-card protection-month" aria-labelledby={titleId}>
      <h2 id={titleId} className="protection-month-title">
        {monthName(month.month, lang)}
        {current && <span className="protection-month-note">{t('statement.soFar')}</span>}
      </h2>
      <p className={`protection-net protection-net-${tone}`}>
        {t(`statement.net.${tone}`, { amount: tone === 'win' ? signedMoney(month.net) : formatMoney(month.net) })}
      </p>
      <div className="protection-net-track" aria-hidden="true">
        <span className={`protection-net-bar protection-net-bar-${tone}`} style={{ width: `${scale(month.net) / 2}%` }} />
      </div>
      <dl className="protection-bars">
        {STATEMENT_FIGURES.map((figure) => (
          <div key={figure} className={`protection-bar-row protection-bar-${figure}`}>
            <dt>{t(`statement.${figure}`)}</dt>
            <dd>
              <span className="protection-bar-track" aria-hidden="true">
                <span className="protection-bar" style={{ width: `${scale(month[figure])}%` }} />
              </span>
              <span className="protection-bar-amount">{formatMoney(month[figure])}</span>
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
