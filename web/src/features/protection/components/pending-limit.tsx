import type { LimitView, PendingLimit as Pending } from '@contracts/protection/limits';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelLimit } from '@web/api/protection/cancel-limit';
import { useConfirmLimit } from '@web/api/protection/confirm-limit';
import { protectionSettingsQuery } from '@web/api/protection/get-settings';
import { Countdown } from '@web/components/countdown';
import { formatMoney } from '@web/lib/money';
import { formatPlatformTime } from '@web/lib/platform-time';
import { showToast } from '@web/lib/toast';
import { useSession } from '@web/lib/use-session';
import { useLimitName } from './limit-name';

/**
 * A raise or a removal waiting out its 24 hours: what was asked, the time left on the platform clock, Cancel at any
 * time and Confirm once the server says it may be confirmed. When the count reaches zero the settings are asked
 * again, so `confirmable` comes from the server, not from this phone's clock.
 */
export function PendingLimit({ limit, pending }: { limit: LimitView; pending: Pending }) {
  const { t } = useTranslation('protection');
  const name = useLimitName(limit);
  const queryClient = useQueryClient();
  const viewer = useSession();
  const confirm = useConfirmLimit();
  const cancel = useCancelLimit();
  const ref = { kind: limit.kind, period: limit.period };
  const busy = confirm.isPending || cancel.isPending;
  const onDue = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: protectionSettingsQuery(viewer).queryKey }),
    [queryClient, viewer],
  );
  const asked = pending.amount === null ? t('pending.removal') : t('pending.raise', { amount: formatMoney(pending.amount) });
  return (
    <div className="protection-pending" role="group" aria-label={t('pending.label', { name })}>
      <p className="protection-pending-what">{asked}</p>
      {pending.confirmable ? (
        <p className="protection-pending-when">{t('pending.ready')}</p>
      ) : (
        <p className="protection-pending-when">
          {t('pending.waits')} <Countdown to={pending.dueAt} onEnd={onDue} className="protection-countdown" />
          <span className="protection-pending-at">{t('pending.dueAt', { at: formatPlatformTime(pending.dueAt) })}</span>
        </p>
      )}
      <div className="protection-pending-actions">
        <Button
          size="small"
          disabled={busy}
          loading={cancel.isPending}
          onClick={() => cancel.mutate(ref, { onSuccess: () => void showToast(t('pending.cancelled', { name })) })}
        >
          {t('pending.cancel')}
        </Button>
        {pending.confirmable && (
          <Button
            size="small"
            color="primary"
            disabled={busy}
            loading={confirm.isPending}
            onClick={() => confirm.mutate(ref, { onSuccess: () => void showToast(t('pending.confirmed', { name })) })}
          >
            {t('pending.confirm')}
          </Button>
        )}
      </div>
    </div>
  );
}
