import { fromFen, toFen } from '@contracts/core/money';
import { Button } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@web/components/form-alert';
import { ToggleRow } from '@web/components/toggle-row';
import { formatMoney } from '@web/lib/money';
import { lineProblem, potentialWinFen, slipTotalFen, slipWinIfAllFen, type SlipLine, type SlipProblem } from '../slip';

interface BetSlipProps {
  chips: readonly string[];
  chip: number;
  onChip: (fen: number) => void;
  lines: readonly SlipLine[];
  odds: ReadonlyMap<string, string>;
  minBet: string;
  maxBet: string;
  problem: SlipProblem;
  closed: boolean;
  pending: boolean;
  error: string | null;
  onRemove: (option: string) => void;
  onClear: () => void;
  onSubmit: () => void;
}

const money = (fen: number) => formatMoney(fromFen(fen));

/** The chip picker and the slip: each line's stake, odds and potential win, the total, clear and submit. */
export function BetSlip(props: BetSlipProps) {
  const { chips, chip, onChip, lines, odds, minBet, maxBet, problem, closed, pending, error, onRemove, onClear, onSubmit } = props;
  const { t } = useTranslation('lottery');
  const total = slipTotalFen(lines);
  const blocking = problem === 'empty' ? null : problem;
  return (
    <section className="lottery-card lottery-slip" aria-labelledby="lottery-slip-title">
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
      <ToggleRow
        label={t('slip.chips')}
        className="lottery-chips"
        optionClassName="lottery-chip"
        options={chips.map((amount) => ({ value: toFen(amount), label: formatMoney(amount).replace(/\.00$/, '') }))}
        value={chip}
        onChange={onChip}
      />
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
                <button type="button" className="icon-button lottery-slip-remove" aria-label={t('slip.remove', { option: line.name })} onClick={() => onRemove(line.option)}>
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
        <dd data-testid="slip-total">{money(total)}</dd>
        <dt>{t('slip.winIfAll')}</dt>
        <dd>{money(slipWinIfAllFen(lines, (o) => odds.get(o)))}</dd>
      </dl>
      {blocking && blocking !== 'lineLimits' && <p className="lottery-slip-problem">{t(`slip.${blocking}`)}</p>}
      <FormAlert message={error} />
      <Button block color="primary" disabled={closed || problem !== null || pending} loading={pending} onClick={onSubmit}>
        {closed ? t('slip.closed') : t('slip.submit', { amount: money(total) })}
      </Button>
    </section>
  );
}
