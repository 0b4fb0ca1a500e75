import { vipPrivilegeTypeLabels } from '@contracts/vip/vip';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FeatureStrings } from '@web/components/feature-strings';
import { Page } from '@web/components/page';
import { QueryState } from '@web/components/query-state';
import { vipQuery } from '@web/api/vip/get-vip';
import { formatMoney } from '@web/lib/money';
import type { PageProps } from '@web/lib/page-props';
import { useSession } from '@web/lib/use-session';
import '../welfare.css';

/** mine/vipDetail: every level with its requirements, privileges and withdrawal quota; the player's own level marked. */
export default function VipDetailPage(props: PageProps) {
  return (
    <FeatureStrings ns="rewards">
      <VipDetail {...props} />
    </FeatureStrings>
  );
}

function VipDetail({ titleKey }: PageProps) {
  const { t } = useTranslation('rewards');
  const viewer = useSession();
  const vip = useQuery(vipQuery(viewer));
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <div className="rewards-page">
        <p className="rewards-intro">{t('vipDetail.intro')}</p>
        <QueryState query={vip} label={t('vip.loading')} lines={8}>
          {(info) => (
            <ol className="vip-levels">
              {info.levels.map((level) => {
                const mine = level.level === info.level;
                const id = `vip-level-${level.level}`;
                return (
                  <li
                    key={level.level}
                    className={mine ? 'surface-card vip-level-row is-current' : 'surface-card vip-level-row'}
                    aria-labelledby={id}
                    aria-current={mine ? 'true' : undefined}
                  >
                    <div className="vip-level-row-head">
                      <img className="vip-badge-small" src={level.icon} alt="" width={36} height={36} />
                      <h2 id={id} className="vip-level-row-name">
                        {level.name}
                      </h2>
                      {mine && <span className="rewards-tag">{t('vipDetail.yourLevel')}</span>}
                    </div>
                    <dl className="vip-facts">
                      <div>
                        <dt>{t('vipDetail.deposit')}</dt>
                        <dd>{formatMoney(level.depositRequired)}</dd>
                      </div>
                      <div>
                        <dt>{t('vipDetail.turnover')}</dt>
                        <dd>{formatMoney(level.turnoverRequired)}</dd>
                      </div>
                      {level.privileges.map((p) => (
                        <div key={p.type}>
                          <dt>{vipPrivilegeTypeLabels[p.type][viewer.lang]}</dt>
                          <dd>{p.amount === '0.00' ? t('vipDetail.none') : formatMoney(p.amount)}</dd>
                        </div>
                      ))}
                      <div className="vip-facts-wide">
                        <dt>{t('vipDetail.withdrawals')}</dt>
                        <dd>
                          {t('vipDetail.withdrawalQuota', {
                            times: level.dailyWithdrawals,
                            amount: formatMoney(level.dailyWithdrawalAmount),
                          })}
                        </dd>
                      </div>
                    </dl>
                  </li>
                );
              })}
            </ol>
          )}
        </QueryState>
      </div>
    </Page>
  );
}
