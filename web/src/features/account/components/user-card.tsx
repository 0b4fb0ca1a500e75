import type { OutputOf } from '@contracts/core/endpoint';
import type { getUser } from '@contracts/account/profile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Skeleton, Tag } from 'antd-mobile';
import { RedoOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@web/lib/money';
import { userSummaryQuery } from '@web/api/account/get-user';
import { accountKeys } from '@web/api/account/keys';
import { useSession } from '@web/lib/use-session';
import { LoadError, QueryState } from '@web/components/query-state';

/** The header card from common/getUser; loading and failed, it keeps the card's frame. */
export function UserCard() {
  const { t } = useTranslation('mine');
  const queryClient = useQueryClient();
  const user = useQuery(userSummaryQuery(useSession()));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: accountKeys.all });

  return (
    <QueryState
      query={user}
      label={t('card.loading')}
      loading={
        <section className="user-card" aria-busy="true" aria-label={t('card.loading')}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={2} animated />
        </section>
      }
      failure={(error, retry) => (
        <section className="user-card" aria-labelledby="user-card-error">
          <LoadError error={error} title={<span id="user-card-error">{t('card.error')}</span>} onRetry={retry} size="small" />
        </section>
      )}
    >
      {(data) => <UserCardBody data={data} refreshing={user.isFetching} onRefresh={refresh} />}
    </QueryState>
  );
}

function UserCardBody({ data, refreshing, onRefresh }: { data: OutputOf<typeof getUser>; refreshing: boolean; onRefresh: () => void }) {
  const { t } = useTranslation('mine');
  return (
    <section className="user-card" aria-labelledby="user-card-name">
      <div className="user-card-identity">
        <img className="user-card-avatar" src={data.avatar} alt="" width={56} height={56} />
        <div>
          <h2 id="user-card-name" className="user-card-name">
            {data.username}
          </h2>
          <Tag color="#7a4a00" fill="solid" round>
            {t('card.vip', { level: data.vipLevel })}
          </Tag>
        </div>
      </div>
      <div className="user-card-balance">
        <div>
          <p className="user-card-balance-label" id="balance-label">
            {t('card.balance')}
          </p>
          <p className="user-card-balance-amount" aria-labelledby="balance-label" aria-live="polite">
            {formatMoney(data.balance)}
          </p>
        </div>
        <button
          type="button"
          className="icon-button user-card-refresh"
          aria-label={t('card.refresh')}
          onClick={onRefresh}
          disabled={refreshing}
        >
          <RedoOutline aria-hidden="true" className={refreshing ? 'spinning' : undefined} />
        </button>
      </div>
    </section>
  );
}
