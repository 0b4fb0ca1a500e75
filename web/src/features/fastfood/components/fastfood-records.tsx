import type { FoodItem } from '@contracts/fastfood/fastfood-types';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Empty, Skeleton } from 'antd-mobile';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fastfoodBetListQuery } from '@web/api/fastfood/get-bet-list';
import { fastfoodFundsQuery } from '@web/api/fastfood/funds';
import { fastfoodHistoryQuery } from '@web/api/fastfood/get-history';
import { ListFooter } from '@web/components/list-footer';
import { LoadError } from '@web/components/query-state';
import { ToggleRow } from '@web/components/toggle-row';
import { formatMoney } from '@web/lib/money';
import { useSession } from '@web/lib/use-session';
import { FundLog } from './fund-log';
import { RoundHistory } from './round-history';

// The status words come from the contract's bet statuses, whose module brings zod (~25 kB gzip): the
// list of my bets loads when its tab opens, so the table's first screen does without it.
const MyBets = lazy(() => import('./my-bets').then((m) => ({ default: m.MyBets })));

type Tab = 'results' | 'bets' | 'funds';
const NO_FILTER = {};

interface FastFoodRecordsProps {
  items: ReadonlyMap<number, FoodItem>;
  ringLength: number;
}

/** Results (with seeds to check), my bets and my fund log, one at a time: only the open tab asks the server. */
export function FastFoodRecords({ items, ringLength }: FastFoodRecordsProps) {
  const { t } = useTranslation('fastfood');
  const [tab, setTab] = useState<Tab>('results');
  return (
    <section className="ff-records" aria-labelledby="ff-records-title">
      <h2 id="ff-records-title" className="visually-hidden">
        {t('records.title')}
      </h2>
      <ToggleRow
        label={t('records.title')}
        className="toggle-segments ff-tabs"
        options={(['results', 'bets', 'funds'] as const).map((value) => ({ value, label: t(`records.${value}`) }))}
        value={tab}
        onChange={setTab}
      />
      {tab === 'results' && <ResultsTab items={items} ringLength={ringLength} />}
      {tab === 'bets' && <BetsTab />}
      {tab === 'funds' && <FundsTab />}
    </section>
  );
}

function ResultsTab({ items, ringLength }: FastFoodRecordsProps) {
  const history = useInfiniteQuery(fastfoodHistoryQuery());
  const rounds = useMemo(() => history.data?.pages.flatMap((page) => page.list), [history.data]);
  return (
    <ListState query={history} empty={rounds?.length === 0} emptyKey="history.empty">
      {() => <RoundHistory rounds={rounds ?? []} items={items} ringLength={ringLength} />}
    </ListState>
  );
}

function BetsTab() {
  const { t } = useTranslation('fastfood');
  const bets = useInfiniteQuery(fastfoodBetListQuery(useSession(), NO_FILTER));
  const list = useMemo(() => bets.data?.pages.flatMap((page) => page.list), [bets.data]);
  const totals = bets.data?.pages[0]?.totals;
  return (
    <ListState query={bets} empty={list?.length === 0} emptyKey="bets.empty">
      {() => (
        <>
          {totals && <p className="ff-totals">{t('bets.totals', { stake: formatMoney(totals.stake), payout: formatMoney(totals.payout) })}</p>}
          <Suspense fallback={<Skeleton.Paragraph lineCount={5} animated />}>
            <MyBets bets={list ?? []} />
          </Suspense>
        </>
      )}
    </ListState>
  );
}

function FundsTab() {
  const funds = useInfiniteQuery(fastfoodFundsQuery(useSession(), NO_FILTER));
  const entries = useMemo(() => funds.data?.pages.flatMap((page) => page.list), [funds.data]);
  return (
    <ListState query={funds} empty={entries?.length === 0} emptyKey="funds.empty">
      {() => <FundLog entries={entries ?? []} />}
    </ListState>
  );
}

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => Promise<{ isError: boolean }>;
}

/** Loading, error and empty states of one paged tab, then the list and its footer. */
function ListState({ query, empty, emptyKey, children }: { query: ListQuery; empty: boolean; emptyKey: string; children: () => ReactNode }) {
  const { t } = useTranslation('fastfood');
  if (query.isPending) return <Skeleton.Paragraph lineCount={5} animated />;
  if (query.isError) return <LoadError error={query.error} className="ff-state" onRetry={() => void query.refetch()} />;
  if (empty) return <Empty className="ff-state" description={t(emptyKey)} />;
  return (
    <>
      {children()}
      <ListFooter hasMore={query.hasNextPage} loadMore={() => query.fetchNextPage({ cancelRefetch: false })} />
    </>
  );
}
