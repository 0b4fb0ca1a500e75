import { fromFen } from '@contracts/core/money';
import { CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@web/lib/money';
import { lineProblem, potentialWinFen, slipTotalFen, slipWinIfAllFen, type SlipLine } from '../slip';

interface BetSlipProps {
  lines: readonly SlipLine[];
  odds: ReadonlyMap<string, string>;
  minBet: string;
  maxBet: string;
  onRemove: (option: string) => void;
  onClear: () => void;
}

const money = (fen: number) => formatMoney(fromFen(fen));

/** The slip: each line's stake, odds, potential win and limit, the total, clear. It is sent from the bet bar. */
export function BetSlip({ lines, odds, minBet, maxBet, onRemove, onClear }: BetSlipProps) {
  const { t } = useTranslation('lottery');
  return (
    <section className="surface-card" aria-labelledby="lottery-slip-title">
      <div className="lottery-card-head">
        <h2 id="lottery-slip-title" className="lottery-card-title">
          {t('slip.title')}
        </h2>
        {lines.length > 0 && (
          <button type="button" className="lottery-link-button" onClick={onClear}>
            {t('slip.clear')}
          </button>
        )}
      </div>
      {lines.length === 0 ? (
        <p className="lottery-slip-empty">{t('slip.empty')}</p>
      ) : (
        <ul className="lottery-slip-lines">
          {lines.map((line) => {
            const rate = odds.get(line.option) ?? '0';
            const limit = lineProblem(line, minBet, maxBet);
            return (
              <li key={line.option} className="lottery-slip-line" data-testid="slip-line">
                <span className="lottery-slip-name">{line.name}</span>
                <span className="lottery-slip-amount">{money(line.fen)}</span>
                <span className="lottery-slip-odds">{t('board.odds', { odds: rate })}</span>
                <span className="lottery-slip-win">{t('slip.win', { amount: money(potentialWinFen(line.fen, rate)) })}</span>
                <button
                  type="button"
                  className="icon-button lottery-slip-remove"
                  aria-label={t('slip.remove', { option: line.name })}
                  onClick={() => onRemove(line.option)}
                >
                  <CloseOutline aria-hidden="true" />
                </button>
                {limit && (
                  <span className="lottery-slip-problem">
                    {t(`slip.${limit}`, { amount: formatMoney(limit === 'belowMin' ? minBet : maxBet) })}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <dl className="lottery-slip-totals">
        <dt>{t('slip.total')}</dt>
        <dd data-testid="slip-total">{money(slipTotalFen(lines))}</dd>
        <dt>{t('slip.winIfAll')}</dt>
        <dd>{money(slipWinIfAllFen(lines, (o) => odds.get(o)))}</dd>
      </dl>
    </section>
  );
}
