import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { systemInfoQuery } from '@web/api/common/get-system-info';
import { LoadError } from '@web/components/query-state';
import { serverNow } from '@web/lib/server-clock';

/**
 * Renders its child once the server's clock is known (common/getSystemInfo sets it): the date presets
 * are the server's days, not the phone's, so a wrong phone clock cannot ask for a refused window.
 */
export function WithServerNow({ children }: { children: (nowMs: number) => ReactNode }) {
  const { t } = useTranslation('records');
  const system = useQuery(systemInfoQuery());
  if (system.isPending) {
    return (
      <div className="records-page" aria-busy="true" aria-label={t('common:loading')}>
        <div className="records-loading">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={5} animated />
        </div>
      </div>
    );
  }
  if (system.isError) return <LoadError error={system.error} className="records-state" onRetry={() => void system.refetch()} />;
  return <>{children(serverNow())}</>;
}
