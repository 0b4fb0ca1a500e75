import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { userInfoQuery } from '@web/api/account/get-user-info';
import { routes } from '@web/app/routes';
import { QueryState } from '@web/components/query-state';
import { useSession } from '@web/lib/use-session';
import { Section } from '@web/components/section';

/**
 * The frame of the add-card and add-wallet pages: a card or wallet account is bound only in the real name on
 * the account (the contract's bankCardFormFor / walletAccountFormFor), so the form is made with that name; an
 * account without one yet is sent to personal data, where it is set, instead of to a form that cannot succeed.
 */
export function InOwnName({ children }: { children: (realName: string) => ReactNode }) {
  const { t } = useTranslation('wallet');
  const info = useQuery(userInfoQuery(useSession()));
  return (
    <QueryState query={info} label={t('ownName.loading')} lines={5}>
      {(user) => (user.realName === null ? <RealNameFirst /> : children(user.realName))}
    </QueryState>
  );
}

function RealNameFirst() {
  const { t } = useTranslation('wallet');
  return (
    <Section title={t('ownName.title')} className="surface-card wallet-guide" titleClassName="wallet-section-title">
      <p>{t('ownName.text')}</p>
      <Link className="wallet-link-button" to={routes.personData()}>
        {t('ownName.action')}
      </Link>
    </Section>
  );
}
