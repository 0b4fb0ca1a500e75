import { Button, Skeleton } from 'antd-mobile';
import { ErrorBlock } from './error-block';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '@web/lib/api-error';

interface LoadErrorProps {
  /** The query's error: says whether the connection, the server or a refusal was the cause. */
  error: unknown;
  /** Defaults to the generic "could not be loaded". */
  title?: ReactNode;
  /** Defaults to what happened (`describeFailure`); null for none. */
  description?: ReactNode;
  onRetry: () => void;
  className?: string;
  size?: 'small' | 'middle';
}

/**
 * A block that failed to load, with a retry: the one error state of every query. It tells no connection
 * ("check your connection") from a server failure or a late answer ("try again") and shows a refusal in the
 * server's words, so a player is never sent to check a connection that works.
 */
export function LoadError({ error, title, description, onRetry, className, size = 'middle' }: LoadErrorProps) {
  // Subscribes to the language: the sentence is written again after a switch.
  const { t } = useTranslation('common');
  return (
    <ErrorBlock
      status="default"
      title={title ?? t('loadError.title')}
      description={description === undefined ? describeFailure(error, (key) => t(key)) : description}
      className={className}
    >
      <Button color="primary" size={size} onClick={onRetry}>
        {t('retry')}
      </Button>
    </ErrorBlock>
  );
}

/** What QueryState needs of a query: React Query's results have it, and so has `allOf`. */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  /** The query's error (null while none). */
  error: unknown;
  refetch: () => unknown;
}

/** Several queries as one: pending while any is, failed while any has, its data once all have theirs; retry asks again for the failed ones. */
export function allOf<A, B>(a: QueryLike<A>, b: QueryLike<B>): QueryLike<[A, B]> {
  return {
    data: a.data !== undefined && b.data !== undefined ? [a.data, b.data] : undefined,
    isPending: a.isPending || b.isPending,
    error: a.error ?? b.error,
    refetch: () => Promise.all([a, b].filter((q) => q.error).map((q) => q.refetch())),
  };
}

/**
 * How a block's loading, error and empty states look where it sits. Without it they are cards of their own (a
 * skeleton card, an error card with a small retry); inside a card or a page's own layout, the classes of that place.
 */
export interface StateLook {
  /** The skeleton's box. */
  loading?: string;
  /** The error and empty blocks. */
  state?: string;
  /** The skeleton starts with a title bar (default true). */
  title?: boolean;
  /** The retry button (default middle). */
  size?: 'small' | 'middle';
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** What is loading, for screen readers ("Loading wallets"). */
  label: string;
  lines?: number;
  look?: StateLook;
  /** The error's title, where the generic "could not be loaded" says too little. */
  errorTitle?: ReactNode;
  /** Shown instead of the children when the data is empty (an empty list, or what `isEmpty` says); null for nothing. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /**
   * The loading block where the place keeps its own shape while the answer comes (a figure's width, a grid of
   * cards), so nothing moves when it arrives; without it, the skeleton of `look`.
   */
  loading?: ReactNode;
  /**
   * The failure where the place shows something else than the error block (a figure's "--", a retry link, the
   * block inside the place's own frame, nothing when the page works without it); it is handed the query's error
   * and the retry. Without it, the error block of `look`.
   */
  failure?: (error: unknown, retry: () => void) => ReactNode;
  children: (data: T) => ReactNode;
}

const emptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/** The loading (Skeleton), error (with retry) and empty branches of a block that shows one query; its children get the data. */
export function QueryState<T>({
  query,
  label,
  lines = 3,
  look,
  errorTitle,
  empty,
  isEmpty = emptyList,
  loading,
  failure,
  children,
}: QueryStateProps<T>) {
  // A failure first: a query waiting on another that failed is pending for good.
  if (query.error) {
    const retry = () => void query.refetch();
    if (failure) return <>{failure(query.error, retry)}</>;
    if (look) return <LoadError error={query.error} title={errorTitle} className={look.state} size={look.size} onRetry={retry} />;
    return (
      <div className="surface-card">
        <LoadError error={query.error} title={errorTitle} onRetry={retry} size="small" />
      </div>
    );
  }
  if (query.isPending) {
    if (loading !== undefined) return <>{loading}</>;
    return (
      <div className={look ? look.loading : 'surface-card'} aria-busy="true" aria-label={label}>
        {look?.title !== false && <Skeleton.Title animated />}
        <Skeleton.Paragraph lineCount={lines} animated />
      </div>
    );
  }
  if (query.data === undefined) return null;
  if (empty !== undefined && isEmpty(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
