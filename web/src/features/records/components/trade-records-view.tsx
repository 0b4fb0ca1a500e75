import { TradeStatus, TradeType, tradeStatusLabels } from '@contracts/records/trades';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { tradeListQuery } from '@web/api/records/get-trade-list';
import { tradeTypesQuery } from '@web/api/records/get-trade-type-list';
import { DateRangeFilter } from '@web/components/date-range-filter';
import { RecordList } from '@web/components/record-list';
import { Section } from '@web/components/section';
import { OptionField } from '@web/components/picker-field';
import { ToggleRow } from '@web/components/toggle-row';
import { useSession } from '@web/lib/use-session';
import { recordsListLook } from './records-look';
import { tradeQueryOf, useRecordFilter } from './record-filter';
import { TradeItem } from './trade-item';

const ACCEPTED = { types: TradeType.options, statuses: TradeStatus.options };

/**
 * mine/transactionRecord: deposits, withdrawals, transfers and the platform's credits, with type tabs
 * (the server's list), the date presets at the server's time, a status filter, and the list page by page.
 */
export function TradeRecordsView({ nowMs }: { nowMs: number }) {
  const { t } = useTranslation('records');
  const viewer = useSession();
  const { filter, update } = useRecordFilter(nowMs, ACCEPTED);
  const types = useQuery(tradeTypesQuery(viewer.lang));
  // A new object each render is fine: React Query compares keys by value.
  const list = useInfiniteQuery(tradeListQuery(viewer, tradeQueryOf(filter)));
  const typeTabs = [
    { value: '', label: t('filter.allTypes') },
    ...(types.data ?? []).map((o) => ({ value: String(o.value), label: o.label })),
  ];
  const statuses = [
    { value: '', label: t('filter.allStatuses') },
    ...TradeStatus.options.map((s) => ({ value: String(s), label: tradeStatusLabels[s][viewer.lang] })),
  ];

  return (
    <div className="records-page">
      <ToggleRow
        label={t('filter.type')}
        className="toggle-pills records-types"
        options={typeTabs}
        value={filter.type}
        onChange={(type) => update({ type })}
      />
      <DateRangeFilter value={filter} nowMs={nowMs} onChange={update} />
      <div className="records-filters">
        <OptionField label={t('filter.status')} options={statuses} value={filter.status} onChange={(status) => update({ status })} />
      </div>
      <Section title={t('trades.heading')} titleClassName="records-list-title">
        <RecordList query={list} emptyText={t('trades.empty')} look={recordsListLook}>
          {(rows) => (
            <ul className="records-list">
              {rows.map((trade) => (
                <TradeItem key={trade.orderNo} trade={trade} />
              ))}
            </ul>
          )}
        </RecordList>
      </Section>
    </div>
  );
}
