import { Button, Skeleton } from 'antd-mobile';
import { ErrorBlock } from './error-block';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface LoadErrorProps {
  /** Defaults to the generic "could not be loaded". */
  title?: ReactNode;
  description?: ReactNode;
  onRetry: () => void;
  className?: string;
  size?: 'small' | 'middle';
}

/** A block that failed to load, with a retry: the one error state of every query. */
export function LoadError({ title, description, onRetry, className, size = 'middle' }: LoadErrorProps) {
  const { t } = useTranslation('common');
  return (
    <ErrorBlock status="default" title={title ?? t('loadError.title')} description={description === undefined ? t('loadError.description') : description} className={className}>
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
  isError: boolean;
  onRetry: () => void;
  lines?: number;
  children: () => ReactNode;
}

/** The loading (Skeleton) and error (with retry) branches of a card that shows one query. */
export function QueryState({ label, isPending, isError, onRetry, lines = 3, children }: QueryStateProps) {
  if (isPending) {
    return (
      <div className="surface-card" aria-busy="true" aria-label={label}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={lines} animated />
      </div>
    );
  }
  if (isError) {
    return (
      <div className="surface-card">
        <LoadError onRetry={onRetry} size="small" />
      </div>
    );
  }
  return <>{children()}</>;
}
