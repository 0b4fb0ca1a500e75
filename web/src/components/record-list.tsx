import type { InfiniteData } from '@tanstack/react-query';
import { Empty } from 'antd-mobile';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFooter } from './list-footer';
import { QueryState, type StateLook } from './query-state';

/** What a record list needs of React Query's infinite query over `{ list }` pages. */
export interface PagedQuery<Row> {
  data: InfiniteData<{ list: Row[] }> | undefined;
  isPending: boolean;
  error: unknown;
  hasNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => Promise<{ isError: boolean }>;
}

interface RecordListProps<Row> {
  query: PagedQuery<Row>;
  /** Said when the window or the filter holds nothing. */
  emptyText?: string;
  /** The empty block itself, where it offers more than a sentence (a link to make the first one). */
  empty?: ReactNode;
  /** Where the list sits: the classes of its loading, error and empty blocks; without it, cards of their own. */
  look?: StateLook;
  /** The empty block's class, where it is not the error's. */
  emptyClassName?: string;
  /** What is loading, for screen readers (default "Loading"). */
  label?: string;
  lines?: number;
  errorTitle?: ReactNode;
  /** The rows loaded so far, in the caller's list markup; the footer that loads the next page follows. */
  children: (rows: Row[]) => ReactNode;
}

/**
 * Every record list (bets, orders, trades, the money log, awards, interest, fast food's tabs): its loading, error
 * and empty states, the rows of every page loaded so far and the footer that loads the next page on scroll. A pull
 * to refresh on the page asks again for the list like every other query on screen.
 */
export function RecordList<Row>({
  query,
  emptyText,
  empty,
  look,
  emptyClassName = look?.state,
  label,
  lines = 6,
  errorTitle,
  children,
}: RecordListProps<Row>) {
  const { t } = useTranslation('common');
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.list), [query.data]);
  return (
    <QueryState
      query={{ data: rows, isPending: query.isPending, error: query.error, refetch: query.refetch }}
      label={label ?? t('loading')}
      lines={lines}
      look={look && { title: false, ...look }}
      errorTitle={errorTitle}
      empty={empty ?? <Empty className={emptyClassName} description={emptyText} />}
    >
      {(loaded) => (
        <>
          {children(loaded)}
          <ListFooter hasMore={query.hasNextPage} loadMore={() => query.fetchNextPage({ cancelRefetch: false })} />
        </>
      )}
    </QueryState>
  );
}
