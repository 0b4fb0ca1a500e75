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
    <ErrorBlock status="default" title={title ?? t('loadError.title')} description={description === undefined ? describeFailure(error, (key) => t(key)) : description} className={className}>
      <Button color="primary" size={size} onClick={onRetry}>
        {t('retry')}
      </Button>
    </ErrorBlock>
  );
}

interface QueryStateProps {
  /** What is loading, for screen readers ("Loading wallets"). */
  label: string;
  isPending: boolean;
  /** The query's error (null while none). */
  error: unknown;
  onRetry: () => void;
  lines?: number;
  children: () => ReactNode;
}

/** The loading (Skeleton) and error (with retry) branches of a card that shows one query. */
export function QueryState({ label, isPending, error, onRetry, lines = 3, children }: QueryStateProps) {
  if (isPending) {
    return (
      <div className="surface-card" aria-busy="true" aria-label={label}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={lines} animated />
      </div>
    );
  }
  if (error) {
    return (
      <div className="surface-card">
        <LoadError error={error} onRetry={onRetry} size="small" />
      </div>
    );
  }
  return <>{children()}</>;
}
