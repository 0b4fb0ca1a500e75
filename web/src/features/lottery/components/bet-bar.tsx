import { fromFen } from '@contracts/core/money';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@web/components/form-alert';
import { formatMoney } from '@web/lib/money';
import { slipTotalFen, type SlipLine, type SlipProblem } from '../slip';

interface BetBarProps {
  lines: readonly SlipLine[];
  problem: SlipProblem;
  closed: boolean;
  pending: boolean;
  /** The server's refusal of the last order. */
  error: string | null;
  onSubmit: () => void;
}

/**
 * The room's one place-bet action, held at the bottom of the screen while the slip has lines: the board is
 * long (a dice room is ~1,500 px), and a player who taps an option sees at once how many lines the slip has,
 * its total, why it cannot go yet, and the server's answer. It stays in the page's flow after the slip, so at
 * the end of the page it covers nothing.
 */
export function BetBar({ lines, problem, closed, pending, error, onSubmit }: BetBarProps) {
  const { t } = useTranslation('lottery');
  if (lines.length === 0) return null;
  const total = formatMoney(fromFen(slipTotalFen(lines)));
  return (
    <div className="lottery-bet-bar" data-testid="lottery-bet-bar">
      {problem && problem !== 'empty' && <p className="lottery-slip-problem">{t(`slip.${problem}`)}</p>}
      <FormAlert message={error} />
      <div className="lottery-bet-bar-row">
        <p className="lottery-bet-bar-count" aria-live="polite">
          {t('slip.lineCount', { count: lines.length })}
        </p>
        <Button
          className="lottery-bet-bar-submit"
          color="primary"
          disabled={closed || problem !== null || pending}
          loading={pending}
          onClick={onSubmit}
        >
          {closed ? t('slip.closed') : t('slip.submit', { amount: total })}
        </Button>
      </div>
    </div>
  );
}
