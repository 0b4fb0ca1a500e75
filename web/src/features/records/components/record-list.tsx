import { Empty, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFooter } from '@web/components/list-footer';
import { LoadError } from '@web/components/query-state';

interface RecordListProps<T> {
  heading: string;
  headingId: string;
  emptyText: string;
  isPending: boolean;
  /** The list query's error (null while none). */
  error: unknown;
  onRetry: () => void;
  rows: T[] | undefined;
  renderRow: (row: T) => ReactNode;
  hasMore: boolean;
  loadMore: () => Promise<{ isError: boolean }>;
}

/** A record list's loading, error, empty and paged states (as the bet records page shows them). */
export function RecordList<T>({ heading, headingId, emptyText, isPending, error, onRetry, rows, renderRow, hasMore, loadMore }: RecordListProps<T>) {
  const { t } = useTranslation('records');
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="records-list-title">
        {heading}
      </h2>
      {isPending ? (
        <div className="records-loading" aria-busy="true" aria-label={t('common:loading')}>
          <Skeleton.Paragraph lineCount={6} animated />
        </div>
      ) : error ? (
        <LoadError error={error} className="records-state" onRetry={onRetry} />
      ) : !rows || rows.length === 0 ? (
        <Empty className="records-state" description={emptyText} />
      ) : (
        <>
          <ul className="records-list">{rows.map(renderRow)}</ul>
          <ListFooter hasMore={hasMore} loadMore={loadMore} />
        </>
      )}
    </section>
  );
}
