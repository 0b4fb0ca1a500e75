import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { FeatureStrings } from '@web/components/feature-strings';
import { Page } from '@web/components/page';
import { QueryState } from '@web/components/query-state';
import { Section } from '@web/components/section';
import { vipQuery } from '@web/api/vip/get-vip';
import { useClaimPrivilege } from '@web/api/vip/get-vip-res';
import { formatMoney } from '@web/lib/money';
import type { PageProps } from '@web/lib/page-props';
import { useSession } from '@web/lib/use-session';
import { PrivilegeItem } from '../components/privilege-item';
import { ProgressLine } from '../components/progress-line';
import { useOneClaim } from '../components/use-one-claim';
import '../welfare.css';

/** mine/vip: the level card with progress to the next level, and the current level's privileges to claim. */
export default function VipPage(props: PageProps) {
  return (
    <FeatureStrings ns="rewards">
      <Vip {...props} />
    </FeatureStrings>
  );
}

function Vip({ titleKey }: PageProps) {
  const { t } = useTranslation('rewards');
  const viewer = useSession();
  const vip = useQuery(vipQuery(viewer));
  const { claiming, onClaim } = useOneClaim(useClaimPrivilege(), (result) => t('vip.claimedToast', { amount: formatMoney(result.amount) }));

  return (
    <Page title={t(`routes:${titleKey}`)}>
      <div className="rewards-page">
        <QueryState query={vip} label={t('vip.loading')} lines={6}>
          {(info) => {
            const current = info.levels.find((l) => l.level === info.level);
            return (
              <>
                <section className="surface-card vip-level-card" aria-labelledby="vip-level-name">
                  <div className="vip-level-head">
                    {current && <img className="vip-badge" src={current.icon} alt="" width={56} height={56} />}
                    <div className="vip-level-text">
                      <h2 id="vip-level-name" className="vip-level-name">
                        {info.levelName}
                      </h2>
                      <p className="vip-level-next">
                        {info.nextLevel === null ? t('vip.topLevel') : t('vip.nextLevel', { level: info.nextLevel })}
                      </p>
                    </div>
                    <Link className="vip-detail-link" to={routes.vipDetail()}>
                      {t('vip.detailLink')}
                    </Link>
                  </div>
                  <ProgressLine
                    label={t('vip.progress.deposit')}
                    current={info.deposit.current}
                    required={info.deposit.required}
                    doneText={t('vip.progress.done', { amount: formatMoney(info.deposit.current) })}
                  />
                  <ProgressLine
                    label={t('vip.progress.turnover')}
                    current={info.turnover.current}
                    required={info.turnover.required}
                    doneText={t('vip.progress.done', { amount: formatMoney(info.turnover.current) })}
                  />
                  {info.nextLevel !== null && <p className="vip-level-hint">{t('vip.progress.hint', { level: info.nextLevel })}</p>}
                </section>
                <Section
                  title={t('vip.privilegesTitle', { level: info.levelName })}
                  className="surface-card"
                  titleClassName="rewards-card-title"
                >
                  <ul className="rewards-list">
                    {info.privileges.map((privilege) => (
                      <PrivilegeItem
                        key={privilege.type}
                        privilege={privilege}
                        nextLevel={info.nextLevel}
                        claiming={claiming === privilege.type}
                        onClaim={() => onClaim(privilege.type)}
                      />
                    ))}
                  </ul>
                  <p className="rewards-footnote">{t('vip.turnoverNote')}</p>
                </Section>
              </>
            );
          }}
        </QueryState>
      </div>
    </Page>
  );
}
