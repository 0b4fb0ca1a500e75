import { PayeeType, type Payee } from '@contracts/withdrawal/payees';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { closeDialogs, confirmDialog } from '@web/lib/dialog';
import { showToast } from '@web/lib/toast';
import { AddOutline } from 'antd-mobile-icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '@web/components/page';
import type { PageProps } from '@web/lib/page-props';
import { payeesQuery } from '@web/api/withdrawal/get-type-list';
import { useUnbindPayee } from '@web/api/withdrawal/del-address';
import { PayeeLine } from '../components/payee-option';
import { QueryState } from '@web/components/query-state';
import { routes } from '@web/app/routes';
import '../wallet.css';
import { useSession } from '@web/lib/use-session';

const SECTIONS: Array<{ key: 'bankCards' | 'cryptoAccounts' | 'wallets'; type: PayeeType; add: string }> = [
  { key: 'bankCards', type: 1, add: routes.addBankCard() },
  { key: 'cryptoAccounts', type: 2, add: routes.addUSDT() },
  { key: 'wallets', type: 3, add: routes.addWallet() },
];

const payeeName = (p: Payee) => (p.type === PayeeType.enum.bankCard ? `${p.bankName} ${p.maskedNumber.slice(-4)}` : p.alias);

/** Bank cards, USDT accounts and wallets the player has bound; add one, or unbind after confirming. */
export default function AccountManagementPage({ titleKey }: PageProps) {
  const { t } = useTranslation(['wallet', 'common']);
  const payees = useQuery(payeesQuery(useSession()));
  const unbind = useUnbindPayee();
  useEffect(() => closeDialogs, []);

  const confirmUnbind = async (payee: Payee) => {
    const ok = await confirmDialog({
      title: t('payees.unbindTitle'),
      content: t('payees.unbindText'),
      confirmText: t('payees.unbindConfirm'),
      cancelText: t('common:cancel'),
    });
    if (!ok) return;
    await unbind.mutateAsync({ id: payee.id, type: payee.type }).then(
      () => void showToast(t('payees.unbound')),
      () => undefined, // the request client already showed the server's message
    );
  };

  return (
    <Page title={t(`routes:${titleKey}`)}>
      <QueryState query={payees} label={t('payees.loading')} lines={6}>
        {(all) =>
          SECTIONS.map(({ key, type, add }) => {
            const list: Payee[] = all[key];
            const full = list.length >= all.maxPerType;
            return (
              <section key={key} className="surface-card" aria-labelledby={`payees-${key}`}>
                <div className="wallet-row">
                  <h2 id={`payees-${key}`} className="wallet-section-title">
                    {t(`payees.section.${type}`)}{' '}
                    <span className="form-hint">
                      ({list.length}/{all.maxPerType})
                    </span>
                  </h2>
                  {!full && (
                    <Link className="wallet-add-link" to={add}>
                      <AddOutline aria-hidden="true" /> {t(`payees.add.${type}`)}
                    </Link>
                  )}
                </div>
                {list.length === 0 ? (
                  <p className="wallet-empty">{t(`payees.empty.${type}`)}</p>
                ) : (
                  <ul className="wallet-payee-list">
                    {list.map((p) => (
                      <li key={p.id} className="wallet-payee">
                        <PayeeLine payee={p} />
                        <Button
                          size="mini"
                          color="danger"
                          fill="outline"
                          aria-label={t('payees.unbindNamed', { name: payeeName(p) })}
                          onClick={() => void confirmUnbind(p)}
                          disabled={unbind.isPending}
                        >
                          {t('payees.unbind')}
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })
        }
      </QueryState>
    </Page>
  );
}
