import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { systemInfoQuery } from '@web/api/common/get-system-info';
import { serverNow } from '@web/lib/server-clock';
import { QueryState, type StateLook } from './query-state';

interface WithServerNowProps {
  /** The look of the page's loading and error blocks. */
  look: StateLook;
  /** What is loading, for screen readers (default "Loading"). */
  label?: string;
  errorTitle?: ReactNode;
  children: (nowMs: number) => ReactNode;
}

/**
 * Renders its child once the server's clock is known (common/getSystemInfo sets it): the date presets of every
 * record page are the server's days, not the phone's, so a wrong phone clock cannot ask for a refused window.
 */
export function WithServerNow({ look, label, errorTitle, children }: WithServerNowProps) {
  const { t } = useTranslation('common');
  const system = useQuery(systemInfoQuery());
  return (
    <QueryState query={system} label={label ?? t('loading')} lines={5} look={look} errorTitle={errorTitle}>
      {() => children(serverNow())}
    </QueryState>
  );
}
