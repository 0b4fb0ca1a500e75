import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isApiError } from '@web/lib/api-error';
import { ErrorBlock } from './error-block';
import { QueryState, type StateLook, type QueryLike } from './query-state';

/** The route's numeric id (`?id=12`) and whether it names a record at all (a positive integer). */
export function useRouteId(param = 'id'): { id: number; named: boolean } {
  const [params] = useSearchParams();
  const id = Number(params.get(param));
  return { id, named: Number.isInteger(id) && id > 0 };
}

interface DetailFrameProps<T> {
  /** The record's query; data null is a lookup that found nothing. */
  query: QueryLike<T | null>;
  /** The route names a record (its id or order number is there and well formed); when not, the query never runs. */
  named: boolean;
  /**
   * The not-found block: `refusal` is the server's own sentence when it refused the id ("no such promotion", another
   * player's record), null when the route named none or the lookup found nothing. A refusal is an answer, not a
   * failure to retry.
   */
  notFound: (refusal: string | null) => ReactNode;
  /** What is loading, for screen readers. */
  label: string;
  lines?: number;
  look?: StateLook;
  /** The loading block where the page keeps the record's shape (QueryState's `loading`). */
  loading?: ReactNode;
  errorTitle?: ReactNode;
  children: (record: T) => ReactNode;
}

/** Every page that shows one record by the route's id: not found, loading, a failure with retry, or the record. */
export function DetailFrame<T>({ query, named, notFound, children, ...state }: DetailFrameProps<T>) {
  if (!named) return <>{notFound(null)}</>;
  if (isApiError(query.error) && query.error.kind === 'business') return <>{notFound(query.error.message)}</>;
  if (query.data === null) return <>{notFound(null)}</>;
  const found: QueryLike<T> = { data: query.data, isPending: query.isPending, error: query.error, refetch: query.refetch };
  return (
    <QueryState query={found} {...state}>
      {children}
    </QueryState>
  );
}

interface NotFoundProps {
  title: string;
  description: string;
  className: string;
  /** Where the player can go instead (the list, the records). */
  children?: ReactNode;
}

/** The one "no such record" block of the detail pages. */
export function NotFound({ title, description, className, children }: NotFoundProps) {
  return (
    <ErrorBlock status="empty" title={title} description={description} className={className}>
      {children}
    </ErrorBlock>
  );
}
