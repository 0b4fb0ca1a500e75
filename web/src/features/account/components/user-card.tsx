import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Skeleton, Tag } from 'antd-mobile';
import { RedoOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@web/lib/money';
import { userSummaryQuery } from '@web/api/account/get-user';
import { accountKeys } from '@web/api/account/keys';
import { useSession } from '@web/lib/use-session';
import { LoadError } from '@web/components/query-state';

/** The header card from common/getUser, with its own loading skeleton and error + retry. */
export function UserCard() {
  const { t } = useTranslation('mine');
  const queryClient = useQueryClient();
  const user = useQuery(userSummaryQuery(useSession()));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: accountKeys.all });

  if (user.isPending) {
    return (
      <section className="user-card" aria-busy="true" aria-label={t('card.loading')}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={2} animated />
      </section>
    );
  }
  if (user.isError) {
    return (
      <section className="user-card" aria-labelledby="user-card-error">
        <LoadError
          error={user.error}
          title={<span id="user-card-error">{t('card.error')}</span>}
          onRetry={() => void user.refetch()}
          size="small"
        />
      </section>
    );
  }
  const data = user.data;
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
          onClick={refresh}
          disabled={user.isFetching}
        >
          <RedoOutline aria-hidden="true" className={user.isFetching ? 'spinning' : undefined} />
        </button>
      </div>
    </section>
  );
}
