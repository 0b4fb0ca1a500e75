import { AwardStatus, AwardType, awardStatusLabels, awardTypeLabels } from '@contracts/records/awards';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { awardListQuery } from '@web/api/records/get-award-list';
import { DateRangeFilter } from '@web/components/date-range-filter';
import { RecordList } from '@web/components/record-list';
import { Section } from '@web/components/section';
import { OptionField } from '@web/components/picker-field';
import { useSession } from '@web/lib/use-session';
import { AwardItem } from './award-item';
import { recordsListLook } from './records-look';
import { tradeQueryOf, useRecordFilter } from './record-filter';

const ACCEPTED = { types: AwardType.options, statuses: AwardStatus.options };

/**
 * mine/redemptionRecord: the player's rewards (VIP gifts, welfare tasks, sign-in, promotions …) from
 * redemption/getAwardList, with the date presets at the server's time and type and status filters.
 */
export function AwardRecordsView({ nowMs }: { nowMs: number }) {
  const { t } = useTranslation('records');
  const viewer = useSession();
  const { filter, update } = useRecordFilter(nowMs, ACCEPTED);
  // The award list takes the same query as the transaction list: dates, type, status.
  const list = useInfiniteQuery(awardListQuery(viewer, tradeQueryOf(filter)));
  const types = [
    { value: '', label: t('filter.allTypes') },
    ...AwardType.options.map((v) => ({ value: String(v), label: awardTypeLabels[v][viewer.lang] })),
  ];
  const statuses = [
    { value: '', label: t('filter.allStatuses') },
    ...AwardStatus.options.map((v) => ({ value: String(v), label: awardStatusLabels[v][viewer.lang] })),
  ];

  return (
    <div className="records-page">
      <DateRangeFilter value={filter} nowMs={nowMs} onChange={update} />
      <div className="records-filters">
        <OptionField label={t('filter.type')} options={types} value={filter.type} onChange={(type) => update({ type })} />
        <OptionField label={t('filter.status')} options={statuses} value={filter.status} onChange={(status) => update({ status })} />
      </div>
      <Section title={t('awards.heading')} titleClassName="records-list-title">
        <RecordList query={list} emptyText={t('awards.empty')} look={recordsListLook}>
          {(rows) => (
            <ul className="records-list">
              {rows.map((award) => (
                <AwardItem key={award.orderNo} award={award} />
              ))}
            </ul>
          )}
        </RecordList>
      </Section>
    </div>
  );
}
