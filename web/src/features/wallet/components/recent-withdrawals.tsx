import { withdrawalStatusLabels } from '@contracts/withdrawal/withdraw';
import { useQuery } from '@tanstack/react-query';
import { List, Skeleton, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@web/lib/money';
import { recentWithdrawalsQuery } from '@web/api/withdrawal/get-user-withdraw-list';
import { formatPlatformTime } from '@web/lib/platform-time';
import { useSession } from '@web/lib/use-session';

// antd-mobile's named colours are the theme's tokens, so the outline text passes in light and dark.
const STATUS_COLOURS = { 0: 'warning', 1: 'success', 2: 'danger' } as const;

/** The last withdrawal orders and their status (processing → paid or rejected). */
export function RecentWithdrawals() {
  const { t } = useTranslation('wallet');
  const viewer = useSession();
  const orders = useQuery(recentWithdrawalsQuery(viewer));
  if (orders.isPending) return <Skeleton.Paragraph lineCount={2} animated aria-label={t('withdraw.recentLoading')} />;
  if (orders.isError || orders.data.list.length === 0) return null;
  return (
    <List className="wallet-list" header={<h2 className="wallet-list-title">{t('withdraw.recent')}</h2>}>
      {orders.data.list.map((o) => (
        <List.Item
          key={o.orderNo}
          description={`${o.payeeLabel} · ${formatPlatformTime(o.createdAt)}${o.remark ? ` · ${o.remark}` : ''}`}
          extra={
            <Tag color={STATUS_COLOURS[o.status]} fill="outline">
              {withdrawalStatusLabels[o.status][viewer.lang]}
            </Tag>
          }
        >
          <span className="wallet-strong">{formatMoney(o.amount)}</span> <span className="form-hint">{o.orderNo}</span>
        </List.Item>
      ))}
    </List>
  );
}
