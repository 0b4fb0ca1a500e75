import { toFen } from '@contracts/core/money';
import type { FastFoodRound, FoodItem } from '@contracts/fastfood/fastfood-types';
import { RoundStatus } from '@contracts/lottery/lottery-types';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fastfoodBetRecQuery } from '@web/api/fastfood/bet-rec';
import { formatMoney } from '@web/lib/money';
import { useSession } from '@web/lib/use-session';
import { roundOfDay } from './format';

interface RoundOutcomeProps {
  round: FastFoodRound;
  items: ReadonlyMap<number, FoodItem>;
}

/**
 * The last drawn round told under the countdown of the next one, so it names its round ("Last round 0736: Hot
 * dog") and never says "this round": the winning item, and my result from fastfood/betRec (the server's payout,
 * never one worked out here): won with the amount, lost, or no chips on it. Announced when it changes.
 */
export function RoundOutcome({ round, items }: RoundOutcomeProps) {
  const { t } = useTranslation('fastfood');
  const mine = useQuery(fastfoodBetRecQuery(useSession(), round.roundNo));
  const winner = round.winningItemId === null ? undefined : items.get(round.winningItemId);
  const number = roundOfDay(round.roundNo);
  let message: { text: string; tone: 'win' | 'loss' | 'even' } | null = null;
  if (round.status === RoundStatus.enum.cancelled) message = { text: t('outcome.void'), tone: 'even' };
  else if (mine.data) {
    const stake = toFen(mine.data.totalStake);
    const payout = toFen(mine.data.totalPayout);
    if (stake === 0) message = { text: t('outcome.noChips', { round: number }), tone: 'even' };
    else if (payout > 0) message = { text: t('outcome.won', { amount: formatMoney(mine.data.totalPayout) }), tone: 'win' };
    else message = { text: t('outcome.lost', { amount: formatMoney(mine.data.totalStake) }), tone: 'loss' };
  }
  return (
    <div className="ff-outcome" role="status" data-testid="ff-outcome" data-round={round.roundNo}>
      {/* No icon: the winning lamp glows on the ring around it, and the line fits the centre of a 360 px ring. */}
      <p className="ff-outcome-winner">
        {winner ? t('outcome.winner', { round: number, item: winner.name }) : t('outcome.lastRound', { round: number })}
      </p>
      {message && <p className={`ff-outcome-message ff-tone-${message.tone}`}>{message.text}</p>}
    </div>
  );
}
