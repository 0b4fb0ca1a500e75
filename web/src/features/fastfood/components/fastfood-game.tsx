import { toFen } from '@contracts/core/money';
import type { OutputOf } from '@contracts/core/endpoint';
import type { bet, getOption, rate } from '@contracts/fastfood/table';
import { RoundStatus } from '@contracts/lottery/lottery-types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fastfoodBalanceQuery } from '@web/api/fastfood/accountbalance';
import { fastfoodKeys } from '@web/api/fastfood/keys';
import { useFastFoodSubmit } from '@web/api/fastfood/submit';
import { useFirstBetNotice } from '@web/api/protection/first-bet-notice';
import { usePhase } from '@web/components/countdown';
import { QueryState } from '@web/components/query-state';
import { errorMessage } from '@web/lib/error-message';
import { invalidateMoney } from '@web/lib/money-keys';
import { showToast } from '@web/lib/toast';
import { useSession } from '@web/lib/use-session';
import { BetSlip } from './bet-slip';
import { ChipPicker } from './chip-picker';
import { addChip, belowMinimum, chipsToSubmit, chipValues, pendingTotal, stakesByItem, type Pending } from './chips';
import { money } from './format';
import { ItemBoard } from './item-board';
import { LampRing } from './lamp-ring';
import { RoundCentre } from './round-centre';

interface FastFoodGameProps {
  option: OutputOf<typeof getOption>;
  rates: OutputOf<typeof rate>;
  table: OutputOf<typeof bet>;
}

/**
 * The table: balance, the ring with the countdown and the last result, the chip picker, the items and
 * the chips waiting to be placed. Pending chips belong to the round they were put down in: a new round
 * starts with none.
 */
export function FastFoodGame({ option, rates, table }: FastFoodGameProps) {
  const { t } = useTranslation('fastfood');
  const viewer = useSession();
  const queryClient = useQueryClient();
  const balance = useQuery(fastfoodBalanceQuery(viewer));
  const submit = useFastFoodSubmit();
  const firstBetNotice = useFirstBetNotice();
  const { current, previous } = table;
  const phase = usePhase(current.closeAt, current.drawAt);
  const open = phase === 'betting' && current.status === RoundStatus.enum.betting;

  const items = useMemo(() => new Map(option.items.map((item) => [item.id, item])), [option.items]);
  const rateOf = useMemo(() => new Map(rates.map((r) => [r.itemId, r.rate])), [rates]);
  const chips = useMemo(() => chipValues(option.chips), [option.chips]);
  const limits = useMemo(
    () => ({ minStake: toFen(option.minStake), maxStakePerItem: toFen(option.maxStakePerItem) }),
    [option.minStake, option.maxStakePerItem],
  );
  const placed = useMemo(() => stakesByItem(table.myStakes), [table.myStakes]);

  const [chip, setChip] = useState(() => chips[0] ?? 0);
  const [slip, setSlip] = useState<{ roundNo: string; pending: Pending }>({ roundNo: current.roundNo, pending: {} });
  const [notice, setNotice] = useState<string | null>(null);
  const pending = slip.roundNo === current.roundNo ? slip.pending : {};
  const total = pendingTotal(pending);

  const tap = (itemId: number) => {
    submit.reset();
    const available = balance.data ? toFen(balance.data.balance) : Number.MAX_SAFE_INTEGER;
    const added = addChip(pending, itemId, chip, placed[itemId] ?? 0, limits, available);
    if (added.ok) {
      setSlip({ roundNo: current.roundNo, pending: added.pending });
      setNotice(null);
    } else {
      setNotice(added.reason === 'itemLimit' ? t('slip.itemLimit', { amount: money(limits.maxStakePerItem) }) : t('slip.balance'));
    }
  };
  const clear = () => {
    submit.reset();
    setNotice(null);
    setSlip({ roundNo: current.roundNo, pending: {} });
  };
  const place = async () => {
    // The notice before a first bet, when it was never read: the chips stay down until the player has.
    if (!(await firstBetNotice())) return;
    submit.mutate(
      {
        roundNo: current.roundNo,
        chips: chipsToSubmit(
          pending,
          option.items.map((item) => item.id),
        ),
      },
      {
        onSuccess: () => {
          setSlip({ roundNo: current.roundNo, pending: {} });
          void showToast(t('slip.placed'));
        },
      },
    );
  };

  // The close changes the round's status; the draw brings a new round and the result (the table polls until it does).
  const onClose = useCallback(() => void queryClient.invalidateQueries({ queryKey: fastfoodKeys.table(viewer) }), [queryClient, viewer]);
  const onDraw = useCallback(() => void invalidateMoney(queryClient), [queryClient]);

  const short = belowMinimum(pending, limits);
  const problem = short.length > 0 ? t('slip.belowMin', { amount: money(limits.minStake) }) : notice;

  return (
    <div className="ff-game">
      <section className="ff-head" aria-label={t('balance.label')}>
        <span className="ff-head-label">{t('balance.label')}</span>
        <QueryState
          query={balance}
          label={t('balance.label')}
          loading={<Skeleton.Title animated className="ff-balance-skeleton" />}
          failure={() => (
            <strong className="ff-balance" data-testid="ff-balance" aria-live="polite">
              --
            </strong>
          )}
        >
          {({ balance: amount }) => (
            <strong className="ff-balance" data-testid="ff-balance" aria-live="polite">
              {money(toFen(amount))}
            </strong>
          )}
        </QueryState>
        <span className="ff-head-staked">{t('balance.staked', { amount: money(toFen(table.myTotal)) })}</span>
      </section>

      <LampRing
        ring={option.ring}
        items={items}
        rates={rateOf}
        drawn={previous && { roundNo: previous.roundNo, ringPosition: previous.ringPosition }}
      >
        {(running) => (
          <RoundCentre
            current={current}
            previous={previous}
            phase={phase}
            running={running}
            items={items}
            onClose={onClose}
            onDraw={onDraw}
          />
        )}
      </LampRing>

      {!open && (
        <p className="ff-closed" role="status">
          {t('round.closed')}
        </p>
      )}
      <ChipPicker chips={chips} value={chip} onChange={setChip} />
      <ItemBoard items={option.items} rates={rateOf} placed={placed} pending={pending} disabled={!open || submit.isPending} onTap={tap} />
      <BetSlip
        total={total}
        problem={problem}
        serverError={submit.isError ? errorMessage(submit.error, t('slip.failed')) : null}
        submitting={submit.isPending}
        open={open}
        onClear={clear}
        onSubmit={() => void place()}
      />
    </div>
  );
}
