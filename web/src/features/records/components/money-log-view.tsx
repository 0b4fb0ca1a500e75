import { LedgerType } from '@contracts/records/money-log';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { moneyLogQuery } from '@web/api/records/get-money-log-list';
import { moneyLogTypesQuery } from '@web/api/records/get-money-log-type';
import { DateRangeFilter } from '@web/components/date-range-filter';
import { RecordList } from '@web/components/record-list';
import { Section } from '@web/components/section';
import { OptionField } from '@web/components/picker-field';
import { useSession } from '@web/lib/use-session';
import { MoneyLogItem } from './money-log-item';
import { recordsListLook } from './records-look';
import { moneyLogQueryOf, useRecordFilter } from './record-filter';

const ACCEPTED = { types: LedgerType.options, statuses: [] };

/**
 * mine/transactionHistory: the money log, every balance change of every wallet (type, signed amount,
 * balance after), with the date presets and a type filter from the server's list of entry types.
 */
export function MoneyLogView({ nowMs }: { nowMs: number }) {
  const { t } = useTranslation('records');
  const viewer = useSession();
  const { filter, update } = useRecordFilter(nowMs, ACCEPTED);
  const types = useQuery(moneyLogTypesQuery(viewer.lang));
  // A new object each render is fine: React Query compares keys by value.
  const list = useInfiniteQuery(moneyLogQuery(viewer, moneyLogQueryOf(filter)));
  const typeOptions = [
    { value: '', label: t('filter.allTypes') },
    ...(types.data ?? []).map((o) => ({ value: String(o.value), label: o.label })),
  ];

  return (
    <div className="records-page">
      <DateRangeFilter value={filter} nowMs={nowMs} onChange={update} />
      <div className="records-filters">
        <OptionField label={t('filter.type')} options={typeOptions} value={filter.type} onChange={(type) => update({ type })} />
      </div>
      <Section title={t('log.heading')} titleClassName="records-list-title">
        <RecordList query={list} emptyText={t('log.empty')} look={recordsListLook}>
          {(rows) => (
            <ul className="records-list">
              {rows.map((entry) => (
                <MoneyLogItem key={entry.id} entry={entry} />
              ))}
            </ul>
          )}
        </RecordList>
      </Section>
    </div>
  );
}
