import { withdrawalStatusLabels, type WithdrawalOrder } from '@contracts/withdrawal/withdraw';
import type { Lang } from '@contracts/core/lang';
import { useQuery } from '@tanstack/react-query';
import { List, Skeleton, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@web/lib/money';
import { recentWithdrawalsQuery } from '@web/api/withdrawal/get-user-withdraw-list';
import { formatPlatformTime } from '@web/lib/platform-time';
import { useSession } from '@web/lib/use-session';
import { QueryState } from '@web/components/query-state';

// antd-mobile's named colours are the theme's tokens, so the outline text passes in light and dark.
const STATUS_COLOURS = { 0: 'warning', 1: 'success', 2: 'danger' } as const;

/** The last withdrawal orders and their status (processing → paid or rejected). */
export function RecentWithdrawals() {
  const { t } = useTranslation('wallet');
  const viewer = useSession();
  const orders = useQuery(recentWithdrawalsQuery(viewer));
  // A block the withdrawal page does without: nothing while there are no orders or they failed to load.
  return (
    <QueryState
      query={orders}
      label={t('withdraw.recentLoading')}
      loading={<Skeleton.Paragraph lineCount={2} animated aria-label={t('withdraw.recentLoading')} />}
      failure={() => null}
      empty={null}
      isEmpty={(data) => data.list.length === 0}
    >
      {(data) => <RecentList orders={data.list} lang={viewer.lang} />}
    </QueryState>
  );
}

function RecentList({ orders, lang }: { orders: WithdrawalOrder[]; lang: Lang }) {
  const { t } = useTranslation('wallet');
  return (
    <List className="wallet-list" header={<h2 className="wallet-list-title">{t('withdraw.recent')}</h2>}>
      {orders.map((o) => (
        <List.Item
          key={o.orderNo}
          description={`${o.payeeLabel} · ${formatPlatformTime(o.createdAt)}${o.remark ? ` · ${o.remark}` : ''}`}
          extra={
            <Tag color={STATUS_COLOURS[o.status]} fill="outline">
              {withdrawalStatusLabels[o.status][lang]}
            </Tag>
          }
        >
          <span className="wallet-strong">{formatMoney(o.amount)}</span> <span className="form-hint">{o.orderNo}</span>
        </List.Item>
      ))}
    </List>
  );
}
