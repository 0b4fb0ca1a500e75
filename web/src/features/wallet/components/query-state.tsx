import { Button, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBlock } from '@web/components/error-block';

interface QueryStateProps {
  /** What is loading, for screen readers ("Loading wallets"). */
  label: string;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  lines?: number;
  children: () => ReactNode;
}

/** The loading (Skeleton) and error (with retry) branches every block of a wallet page needs. */
export function QueryState({ label, isPending, isError, onRetry, lines = 3, children }: QueryStateProps) {
  const { t } = useTranslation('wallet');
  if (isPending) {
    return (
      <div className="wallet-card" aria-busy="true" aria-label={label}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={lines} animated />
      </div>
    );
  }
  if (isError) {
    return (
      <div className="wallet-card">
        <ErrorBlock status="default" title={t('loadError.title')} description={t('loadError.description')}>
          <Button color="primary" size="small" onClick={onRetry}>
            {t('common:retry')}
          </Button>
        </ErrorBlock>
      </div>
    );
  }
  return <>{children()}</>;
}
