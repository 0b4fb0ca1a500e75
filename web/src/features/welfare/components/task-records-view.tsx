import { AwardType } from '@contracts/records/awards';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { awardListQuery } from '@web/api/records/get-award-list';
import type { AwardFilter } from '@web/api/records/keys';
import { putRange, rangeFromParams, type DateRange } from '@web/components/date-range';
import { DateRangeFilter } from '@web/components/date-range-filter';
import type { StateLook } from '@web/components/query-state';
import { RecordList } from '@web/components/record-list';
import { Section } from '@web/components/section';
import { WithServerNow } from '@web/components/with-server-now';
import { ToggleRow } from '@web/components/toggle-row';
import { useSession } from '@web/lib/use-session';
import { AwardItem } from './award-item';

/** The two kinds of award the task records show: welfare tasks and sign-ins (redemption/getAwardList takes one type). */
const KINDS = { tasks: AwardType.enum.welfareTask, signIn: AwardType.enum.signIn } as const;
type Kind = keyof typeof KINDS;
/** Task records sit in cards: the loading, error and empty blocks are cards too. */
const cardLook: StateLook = { loading: 'surface-card', state: 'surface-card' };

/** home/taskRecords: the player's welfare-task and sign-in rewards, by kind and date range (the URL keeps both). */
export function TaskRecordsView() {
  const { t } = useTranslation('rewards');
  return (
    <WithServerNow look={cardLook} label={t('records.loading')}>
      {(nowMs) => <Records nowMs={nowMs} />}
    </WithServerNow>
  );
}

function Records({ nowMs }: { nowMs: number }) {
  const { t } = useTranslation('rewards');
  const viewer = useSession();
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params, nowMs, 'last7');
  const kind: Kind = params.get('kind') === 'signIn' ? 'signIn' : 'tasks';
  const filter: AwardFilter = useMemo(
    () => ({ startDate: range.startDate, endDate: range.endDate, type: KINDS[kind] }),
    [range.startDate, range.endDate, kind],
  );
  const update = (next: { range?: DateRange; kind?: Kind }) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (next.range) putRange(p, next.range);
        if (next.kind) p.set('kind', next.kind);
        return p;
      },
      { replace: true },
    );
  const list = useInfiniteQuery(awardListQuery(viewer, filter));
  return (
    <>
      <div className="surface-card">
        <ToggleRow
          label={t('records.kind')}
          className="toggle-segments"
          options={[
            { value: 'tasks' as const, label: t('records.kinds.tasks') },
            { value: 'signIn' as const, label: t('records.kinds.signIn') },
          ]}
          value={kind}
          onChange={(k) => update({ kind: k })}
        />
        <DateRangeFilter value={range} nowMs={nowMs} onChange={(r) => update({ range: r })} />
      </div>
      <Section title={t('records.listHeading')} titleClassName="visually-hidden">
        <RecordList query={list} label={t('records.loading')} emptyText={t('records.empty')} look={cardLook}>
          {(awards) => (
            <ul className="award-list">
              {awards.map((award) => (
                <AwardItem key={award.orderNo} award={award} />
              ))}
            </ul>
          )}
        </RecordList>
      </Section>
    </>
  );
}
