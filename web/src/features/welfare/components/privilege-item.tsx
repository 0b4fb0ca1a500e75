import { PrivilegeStatus, vipPrivilegeTypeLabels, type VipInfo } from '@contracts/vip/vip';
import { ClaimButton } from './claim-button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { formatMoney } from '@web/lib/money';
import { useSession } from '@web/lib/use-session';
import { PrivilegeIcon } from './privilege-icon';

type Privilege = VipInfo['privileges'][number];

const BIRTHDAY = 4;
const LEVEL_UP = 2;

/** What the player can read under a privilege: why it cannot be claimed now and when it can. */
function StatusLine({ privilege, nextLevel }: { privilege: Privilege; nextLevel: number | null }) {
  const { t } = useTranslation('rewards');
  const date = privilege.nextAvailableAt?.slice(0, 10);
  if (privilege.status === PrivilegeStatus.enum.claimable) return <>{t('vip.privilege.claimable')}</>;
  if (privilege.status === PrivilegeStatus.enum.claimed) {
    if (date) return <>{t('vip.privilege.claimedUntil', { date })}</>;
    if (privilege.type === LEVEL_UP && nextLevel !== null) return <>{t('vip.privilege.claimedLevel', { level: nextLevel })}</>;
    return <>{t('vip.privilege.claimed')}</>;
  }
  if (privilege.amount === '0.00') return <>{t('vip.privilege.notOffered')}</>;
  if (privilege.type === BIRTHDAY && !date) {
    return (
      <>
        {t('vip.privilege.needBirthday')} <Link to={routes.personData()}>{t('vip.privilege.personData')}</Link>
      </>
    );
  }
  if (date) return <>{t('vip.privilege.opens', { date })}</>;
  return <>{t('vip.privilege.unavailable')}</>;
}

export function PrivilegeItem({
  privilege,
  nextLevel,
  claiming,
  onClaim,
}: {
  privilege: Privilege;
  nextLevel: number | null;
  claiming: boolean;
  onClaim: () => void;
}) {
  const { t } = useTranslation('rewards');
  const { lang } = useSession();
  const name = vipPrivilegeTypeLabels[privilege.type][lang];
  const id = `vip-privilege-${privilege.type}`;
  return (
    <li className="rewards-item" aria-labelledby={id}>
      <span className={`rewards-item-icon rewards-privilege-${privilege.type}`} aria-hidden="true">
        <PrivilegeIcon type={privilege.type} />
      </span>
      <div className="rewards-item-body">
        <p id={id} className="rewards-item-title">
          {name}
          <span className="rewards-item-amount">{privilege.amount === '0.00' ? '—' : formatMoney(privilege.amount)}</span>
        </p>
        <p className="rewards-item-note">
          <StatusLine privilege={privilege} nextLevel={nextLevel} />
        </p>
      </div>
      <ClaimButton
        text={t(`vip.button.${privilege.status}`)}
        name={name}
        claimable={privilege.status === PrivilegeStatus.enum.claimable}
        claiming={claiming}
        onClaim={onClaim}
      />
    </li>
  );
}
