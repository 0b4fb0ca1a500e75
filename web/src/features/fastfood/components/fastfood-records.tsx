import type { FoodItem } from '@contracts/fastfood/fastfood-types';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fastfoodBetListQuery } from '@web/api/fastfood/get-bet-list';
import { fastfoodFundsQuery } from '@web/api/fastfood/funds';
import { fastfoodHistoryQuery } from '@web/api/fastfood/get-history';
import { RecordList } from '@web/components/record-list';
import { Section } from '@web/components/section';
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
    <Section title={t('records.title')} className="ff-records" titleClassName="visually-hidden">
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
    </Section>
  );
}

const FF_LOOK = { state: 'ff-state', title: false } as const;

function ResultsTab({ items, ringLength }: FastFoodRecordsProps) {
  const { t } = useTranslation('fastfood');
  const history = useInfiniteQuery(fastfoodHistoryQuery());
  return (
    <RecordList query={history} lines={5} look={FF_LOOK} emptyText={t('history.empty')}>
      {(rounds) => <RoundHistory rounds={rounds} items={items} ringLength={ringLength} />}
    </RecordList>
  );
}

function BetsTab() {
  const { t } = useTranslation('fastfood');
  const bets = useInfiniteQuery(fastfoodBetListQuery(useSession(), NO_FILTER));
  const totals = bets.data?.pages[0]?.totals;
  return (
    <RecordList query={bets} lines={5} look={FF_LOOK} emptyText={t('bets.empty')}>
      {(list) => (
        <>
          {totals && (
            <p className="ff-totals">{t('bets.totals', { stake: formatMoney(totals.stake), payout: formatMoney(totals.payout) })}</p>
          )}
          <Suspense fallback={<Skeleton.Paragraph lineCount={5} animated />}>
            <MyBets bets={list} />
          </Suspense>
        </>
      )}
    </RecordList>
  );
}

function FundsTab() {
  const { t } = useTranslation('fastfood');
  const funds = useInfiniteQuery(fastfoodFundsQuery(useSession(), NO_FILTER));
  return (
    <RecordList query={funds} lines={5} look={FF_LOOK} emptyText={t('funds.empty')}>
      {(entries) => <FundLog entries={entries} />}
    </RecordList>
  );
}
