import { LOTTERY_TYPE_LABELS, type LotteryWithRounds, type Round } from '@contracts/lottery/lottery-types';
import { LOTTERY_MAX_LINES, type LotteryTypeCode } from '@contracts/lottery/shapes';
import { CENTRAL_WALLET } from '@contracts/funds/wallet-codes';
import { toFen } from '@contracts/core/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { walletListQuery } from '@web/api/funds/get-wallet-list';
import { lotteryKeys } from '@web/api/lottery/keys';
import { lotteryBoardQuery } from '@web/api/lottery/caipiao-get-option';
import { lotteryOddsQuery } from '@web/api/lottery/get-lottery-peilv';
import { usePlaceOrder } from '@web/api/lottery/place-order';
import { useFirstBetNotice } from '@web/api/protection/first-bet-notice';
import { usePhase } from '@web/components/countdown';
import { allOf, QueryState } from '@web/components/query-state';
import { errorMessage } from '@web/lib/error-message';
import { invalidateMoney } from '@web/lib/money-keys';
import { showToast } from '@web/lib/toast';
import { useSession } from '@web/lib/use-session';
import { addChip, removeLine, slipBets, slipProblem, type SlipLine } from '../slip';
import { BetBar } from './bet-bar';
import { BetSlip } from './bet-slip';
import { BettingBoard } from './betting-board';
import { HistorySheet } from './history-sheet';
import { RecentResults } from './recent-results';
import { ResultView } from './result-view';
import { RoomBalance } from './room-balance';
import { RoomOrders } from './room-orders';
import { RoundClock } from './round-clock';
import { VerifySheet } from './verify-sheet';

const CANCELLED = 3;

/**
 * One lottery's room once its live round is known: header (issue, countdown from server time, balance),
 * last result, chips and board, slip, recent results with their fairness check, and my orders.
 * The countdown re-renders itself only; this component re-renders when the phase changes.
 */
export function GameRoom({ room, onRoundEnd }: { room: LotteryWithRounds; onRoundEnd: () => void }) {
  const { t } = useTranslation('lottery');
  const viewer = useSession();
  const queryClient = useQueryClient();
  const { lottery, current, previous } = room;
  const type = lottery.type as LotteryTypeCode;
  const phase = usePhase(current.closeAt, current.drawAt);
  const cancelled = current.status === CANCELLED;
  const betting = phase === 'betting' && !cancelled;

  // A new result (the room page reads its round every few seconds, lib/live-rounds.ts): orders were settled and
  // winnings paid, so balance and orders are fetched again, and the results and history have one more round.
  // The result shown when the room opened is not animated; any later one is.
  const [firstResult] = useState(previous?.issue);
  const freshResult = previous !== null && previous.issue !== firstResult;
  useEffect(() => {
    if (!freshResult) return;
    void invalidateMoney(queryClient);
    void queryClient.invalidateQueries({ queryKey: lotteryKeys.results(lottery.id) });
    void queryClient.invalidateQueries({ queryKey: lotteryKeys.history(lottery.id) });
  }, [freshResult, previous?.issue, lottery.id, queryClient]);

  const board = useQuery(lotteryBoardQuery(viewer, lottery.id));
  const odds = useQuery(lotteryOddsQuery(lottery.id));
  const wallets = useQuery(walletListQuery(viewer));
  const balance = wallets.data?.wallets.find((w) => w.code === CENTRAL_WALLET)?.balance;

  const [lines, setLines] = useState<SlipLine[]>([]);
  const [chosenChip, setChip] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState<Round | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const place = usePlaceOrder();
  const firstBetNotice = useFirstBetNotice();

  const chips = board.data?.chips ?? [];
  const chip = chosenChip ?? (chips[0] ? toFen(chips[0]) : 0);
  const oddsMap = odds.data ?? new Map<string, string>();
  const problem = board.data
    ? slipProblem(lines, { minBet: board.data.minBet, maxBet: board.data.maxBet, maxLines: LOTTERY_MAX_LINES }, balance)
    : 'empty';

  const edit = (next: SlipLine[]) => {
    setLines(next);
    setError(null);
  };
  const submit = async () => {
    setError(null);
    // The notice before a first bet, when it was never read: the slip stays as it is until the player has.
    if (!(await firstBetNotice())) return;
    place.mutate(
      { lotteryId: lottery.id, issue: current.issue, bets: slipBets(lines) },
      {
        onSuccess: ({ order }) => {
          setLines([]);
          void showToast(t('slip.placed', { issue: order.issue }));
        },
        onError: (failure) => {
          setError(errorMessage(failure, t('slip.failed')));
          // A refusal for a closed round means our clock was behind: see the round as it is.
          onRoundEnd();
        },
      },
    );
  };

  return (
    <>
      <section className="lottery-head" aria-labelledby="lottery-round-title">
        <p className="lottery-head-name">
          {lottery.name} <span className="lottery-type-tag">{LOTTERY_TYPE_LABELS[type][viewer.lang]}</span>
        </p>
        <div className="lottery-head-row">
          <h2 id="lottery-round-title" className="lottery-head-issue">
            {t('round.issue', { issue: current.issue })}
          </h2>
          <RoundClock phase={phase} closeAt={current.closeAt} drawAt={current.drawAt} cancelled={cancelled} onEnd={onRoundEnd} />
        </div>
        <RoomBalance />
        <div className="lottery-last" aria-live="polite">
          {phase !== 'betting' && !cancelled ? (
            <p className="lottery-drawing" data-testid="lottery-drawing">
              <span className="lottery-drawing-dots" aria-hidden="true" />
              {t('round.drawingIssue', { issue: current.issue })}
            </p>
          ) : previous?.result ? (
            <div className="lottery-last-result" data-testid="lottery-last-result">
              <span className="lottery-last-label">{t('round.lastResult', { issue: previous.issue })}</span>
              <ResultView key={previous.issue} type={type} result={previous.result} reveal={freshResult} />
            </div>
          ) : (
            <p className="lottery-last-label">{t('round.noResult')}</p>
          )}
        </div>
      </section>

      <QueryState query={allOf(board, odds)} label={t('board.loading')} lines={6}>
        {([boardData]) => (
          <>
            <section className="surface-card" aria-labelledby="lottery-board-title">
              <h2 id="lottery-board-title" className="lottery-card-title">
                {betting ? t('board.title') : t('board.closed')}
              </h2>
              <BettingBoard
                chips={chips}
                chip={chip}
                onChip={setChip}
                groups={boardData.groups}
                odds={oddsMap}
                lines={lines}
                disabled={!betting || chip === 0}
                onPick={(option, name) => edit(addChip(lines, option, name, chip))}
              />
            </section>
            <BetSlip
              lines={lines}
              odds={oddsMap}
              minBet={boardData.minBet}
              maxBet={boardData.maxBet}
              onRemove={(option) => edit(removeLine(lines, option))}
              onClear={() => edit([])}
            />
            <BetBar
              lines={lines}
              problem={problem}
              closed={!betting}
              pending={place.isPending}
              error={error}
              onSubmit={() => void submit()}
            />
          </>
        )}
      </QueryState>

      <RecentResults lotteryId={lottery.id} type={type} onVerify={setVerifying} onShowHistory={() => setHistoryOpen(true)} />
      <RoomOrders lotteryId={lottery.id} type={type} />
      <HistorySheet open={historyOpen} lotteryId={lottery.id} type={type} onVerify={setVerifying} onClose={() => setHistoryOpen(false)} />
      {/* After the history sheet: a check opened from it shows on top. */}
      <VerifySheet round={verifying} type={type} onClose={() => setVerifying(null)} />
    </>
  );
}
