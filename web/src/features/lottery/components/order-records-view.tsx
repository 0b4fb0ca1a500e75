import { betStatusLabels, type BetStatus } from '@contracts/records/bets';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { fastfoodBetListQuery } from '@web/api/fastfood/get-bet-list';
import { fastfoodOptionQuery } from '@web/api/fastfood/get-option';
import { lotteryListQuery } from '@web/api/lottery/lottery-list';
import { userGameListQuery } from '@web/api/lottery/get-user-game-list';
import { DateRangeFilter, type DateRange } from '@web/components/date-range-filter';
import { OptionField } from '@web/components/picker-field';
import { RecordList, type PagedQuery } from '@web/components/record-list';
import { Section } from '@web/components/section';
import { WithServerNow } from '@web/components/with-server-now';
import { ToggleRow } from '@web/components/toggle-row';
import { useSession } from '@web/lib/use-session';
import { fastfoodQueryOf, lotteryQueryOf, orderFilterFromParams, paramsOfFilter, type OrderFilter, type OrderKind } from './order-filter';
import { OrderItem } from './order-item';
import { OrderTotals } from './order-totals';

const STATUSES: BetStatus[] = [0, 1, 2, 3];

/**
 * home/orderRecord: my lottery orders (or my fast-food orders) with the date presets at the server's time,
 * the lottery and status filters, the totals of the query and the list page by page. The filter lives in
 * the URL, so Back and reload keep it.
 */
export function OrderRecordsView() {
  return <WithServerNow look={{ loading: 'order-records', state: 'order-state' }}>{(nowMs) => <Records nowMs={nowMs} />}</WithServerNow>;
}

function Records({ nowMs }: { nowMs: number }) {
  const { t } = useTranslation('orders');
  const { lang } = useSession();
  const [params, setParams] = useSearchParams();
  const filter = orderFilterFromParams(params, nowMs);
  const update = (next: Partial<OrderFilter>) => setParams(paramsOfFilter({ ...filter, ...next }), { replace: true });
  const range: DateRange = { preset: filter.preset, startDate: filter.startDate, endDate: filter.endDate };
  const statusOptions = [
    { label: t('filter.allStatuses'), value: '' },
    ...STATUSES.map((s) => ({ label: betStatusLabels[s][lang], value: String(s) })),
  ];

  return (
    <div className="order-records">
      <ToggleRow<OrderKind>
        label={t('kind.label')}
        className="toggle-segments order-kinds"
        options={[
          { value: 'lottery', label: t('kind.lottery') },
          { value: 'fastfood', label: t('kind.fastfood') },
        ]}
        value={filter.kind}
        onChange={(kind) => update({ kind, status: '' })}
      />
      <DateRangeFilter
        value={range}
        nowMs={nowMs}
        onChange={(r) => update({ preset: r.preset, startDate: r.startDate, endDate: r.endDate })}
      />
      <div className="order-filters">
        {filter.kind === 'lottery' && <LotteryField value={filter.lotteryId} onChange={(lotteryId) => update({ lotteryId })} />}
        <OptionField label={t('filter.status')} options={statusOptions} value={filter.status} onChange={(status) => update({ status })} />
      </div>
      {filter.kind === 'lottery' ? <LotteryOrders filter={filter} /> : <FastFoodOrders filter={filter} />}
    </div>
  );
}

/** The lottery choice, from the lottery list; while it loads (or if it failed) only "All lotteries". */
function LotteryField({ value, onChange }: { value: string; onChange: (lotteryId: string) => void }) {
  const { t } = useTranslation('orders');
  const lotteries = useQuery(lotteryListQuery(useSession()));
  const options = [
    { label: t('filter.allLotteries'), value: '' },
    ...(lotteries.data?.lotteries ?? []).map(({ lottery }) => ({ label: lottery.name, value: String(lottery.id) })),
  ];
  return <OptionField label={t('filter.lottery')} options={options} value={value} onChange={onChange} />;
}

function LotteryOrders({ filter }: { filter: OrderFilter }) {
  // Keys are compared by value: a new filter object with the same values is the same query.
  const list = useInfiniteQuery(userGameListQuery(useSession(), lotteryQueryOf(filter)));
  const first = list.data?.pages[0];
  return (
    <OrderList
      query={list}
      totals={first && <OrderTotals count={first.total} stake={first.totals.betAmount} payout={first.totals.winAmount} />}
    >
      {(orders) => orders.map((order) => <OrderItem key={order.orderNo} kind="lottery" order={order} />)}
    </OrderList>
  );
}

function FastFoodOrders({ filter }: { filter: OrderFilter }) {
  const viewer = useSession();
  const list = useInfiniteQuery(fastfoodBetListQuery(viewer, fastfoodQueryOf(filter)));
  const option = useQuery(fastfoodOptionQuery(viewer));
  const itemNames = useMemo(() => new Map((option.data?.items ?? []).map((item) => [item.id, item.name])), [option.data]);
  const first = list.data?.pages[0];
  return (
    <OrderList query={list} totals={first && <OrderTotals count={first.total} stake={first.totals.stake} payout={first.totals.payout} />}>
      {(orders) => orders.map((order) => <OrderItem key={order.orderNo} kind="fastfood" order={order} itemNames={itemNames} />)}
    </OrderList>
  );
}

/** Totals, then the orders page by page, with the loading, error and empty states. */
function OrderList<Row>({ query, totals, children }: { query: PagedQuery<Row>; totals: ReactNode; children: (rows: Row[]) => ReactNode }) {
  const { t } = useTranslation('orders');
  return (
    <>
      {totals}
      <Section title={t('list.title')} titleClassName="order-list-title">
        <RecordList query={query} emptyText={t('list.empty')} look={{ loading: 'order-loading', state: 'order-state' }}>
          {(rows) => <ul className="order-list">{children(rows)}</ul>}
        </RecordList>
      </Section>
    </>
  );
}
