import { AwardType } from '@contracts/records/awards';
import { DatePreset } from '@contracts/rules/records';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Empty, Skeleton } from 'antd-mobile';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { systemInfoQuery } from '@web/api/common/get-system-info';
import { awardListQuery } from '@web/api/records/get-award-list';
import type { AwardFilter } from '@web/api/records/keys';
import { DateRangeFilter, rangeOf, type DateRange } from '@web/components/date-range-filter';
import { ListFooter } from '@web/components/list-footer';
import { LoadError } from '@web/components/query-state';
import { ToggleRow } from '@web/components/toggle-row';
import { serverNow } from '@web/lib/server-clock';
import { useSession } from '@web/lib/use-session';
import { AwardItem } from './award-item';

const DEFAULT_PRESET = 'last7';
/** The two kinds of award the task records show: welfare tasks and sign-ins (redemption/getAwardList takes one type). */
const KINDS = { tasks: AwardType.enum.welfareTask, signIn: AwardType.enum.signIn } as const;
type Kind = keyof typeof KINDS;

function rangeFromParams(params: URLSearchParams, nowMs: number): DateRange {
  const preset = DatePreset.safeParse(params.get('range') ?? DEFAULT_PRESET);
  if (!preset.success) return rangeOf(DEFAULT_PRESET, nowMs);
  if (preset.data !== 'custom') return rangeOf(preset.data, nowMs);
  const startDate = params.get('from') ?? '';
  const endDate = params.get('to') ?? '';
  return startDate && endDate ? { preset: 'custom', startDate, endDate } : rangeOf(DEFAULT_PRESET, nowMs);
}

/** home/taskRecords: the player's welfare-task and sign-in rewards, by kind and date range (the URL keeps both). */
export function TaskRecordsView() {
  const { t } = useTranslation('rewards');
  const system = useQuery(systemInfoQuery());
  if (system.isPending) {
    return (
      <div className="surface-card" aria-busy="true" aria-label={t('records.loading')}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  }
  if (system.isError) return <LoadError error={system.error} className="surface-card" onRetry={() => void system.refetch()} />;
  return <Records nowMs={serverNow()} />;
}

function Records({ nowMs }: { nowMs: number }) {
  const { t } = useTranslation('rewards');
  const viewer = useSession();
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params, nowMs);
  const kind: Kind = params.get('kind') === 'signIn' ? 'signIn' : 'tasks';
  const filter: AwardFilter = useMemo(() => ({ startDate: range.startDate, endDate: range.endDate, type: KINDS[kind] }), [range.startDate, range.endDate, kind]);
  const update = (next: { range?: DateRange; kind?: Kind }) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (next.range) {
          p.set('range', next.range.preset);
          if (next.range.preset === 'custom') {
            p.set('from', next.range.startDate);
            p.set('to', next.range.endDate);
          } else {
            p.delete('from');
            p.delete('to');
          }
        }
        if (next.kind) p.set('kind', next.kind);
        return p;
      },
      { replace: true },
    );
  const list = useInfiniteQuery(awardListQuery(viewer, filter));
  const awards = useMemo(() => list.data?.pages.flatMap((page) => page.list), [list.data]);
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
      <section aria-labelledby="task-records-heading">
        <h2 id="task-records-heading" className="visually-hidden">
          {t('records.listHeading')}
        </h2>
        {list.isPending ? (
          <div className="surface-card" aria-busy="true" aria-label={t('records.loading')}>
            <Skeleton.Paragraph lineCount={6} animated />
          </div>
        ) : list.isError ? (
          <LoadError error={list.error} className="surface-card" onRetry={() => void list.refetch()} />
        ) : !awards || awards.length === 0 ? (
          <Empty className="surface-card" description={t('records.empty')} />
        ) : (
          <>
            <ul className="award-list">
              {awards.map((award) => (
                <AwardItem key={award.orderNo} award={award} />
              ))}
            </ul>
            <ListFooter hasMore={list.hasNextPage} loadMore={() => list.fetchNextPage({ cancelRefetch: false })} />
          </>
        )}
      </section>
    </>
  );
}
