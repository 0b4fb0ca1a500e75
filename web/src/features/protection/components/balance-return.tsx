import { toFen } from '@contracts/core/money';
import { paysToAccountHolder, type WithdrawOverview } from '@contracts/withdrawal/withdraw';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { withdrawOverviewQuery } from '@web/api/withdrawal/get-withdraw-list';
import { ChoiceField } from '@web/components/choice-field';
import { QueryState } from '@web/components/query-state';
import { ToggleRow } from '@web/components/toggle-row';
import { formatMoney } from '@web/lib/money';
import { useSession } from '@web/lib/use-session';
import { payeeName } from './payee-name';

interface BalanceReturnProps {
  /** What self-exclusion returns: the central balance and every venue's. */
  balance: string;
  payeeId: number | undefined;
  onPick: (payeeId: number) => void;
  error: string | undefined;
}

/**
 * Where the balance goes on self-exclusion: nothing to return at ¥0.00; otherwise one fee-free withdrawal to a bound
 * payee the player picks (the withdrawal page's list), or, with none bound, the way to bind one — without it the
 * balance stays on the account.
 */
export function BalanceReturn({ balance, payeeId, onPick, error }: BalanceReturnProps) {
  const { t } = useTranslation('protection');
  if (toFen(balance) === 0) return <li>{t('exclusion.consequence.noBalance')}</li>;
  return (
    <li>
      {t('exclusion.consequence.balance', { amount: formatMoney(balance) })}
      <Payees payeeId={payeeId} onPick={onPick} error={error} />
    </li>
  );
}

function Payees({ payeeId, onPick, error }: Omit<BalanceReturnProps, 'balance'>) {
  const { t } = useTranslation('protection');
  const overview = useQuery(withdrawOverviewQuery(useSession()));
  return (
    <QueryState query={overview} label={t('exclusion.loadingPayees')} lines={2} look={{ title: false, size: 'small' }}>
      {(data) => <PayeeChoice overview={data} payeeId={payeeId} onPick={onPick} error={error} />}
    </QueryState>
  );
}

function PayeeChoice({ overview, payeeId, onPick, error }: Omit<BalanceReturnProps, 'balance'> & { overview: WithdrawOverview }) {
  const { t } = useTranslation('protection');
  const payees = overview.methods.flatMap((method) => method.payees);
  // As the withdrawal form does: the first payee the account holder may be paid to, never one in another name.
  const first = payees.find((p) => paysToAccountHolder(p, overview.realName)) ?? payees[0];
  useEffect(() => {
    if (payeeId === undefined && first) onPick(first.id);
  }, [payeeId, first, onPick]);
  if (!first) {
    return (
      <div className="protection-note" role="note">
        <p>{t('exclusion.noPayee')}</p>
        <Link className="text-link" to={routes.addBankCard()}>
          {t('exclusion.bindCard')}
        </Link>
      </div>
    );
  }
  return (
    <ChoiceField id="exclusion-payee" label={t('exclusion.payee')} error={error}>
      {({ labelledBy }) => (
        <ToggleRow
          labelledBy={labelledBy}
          className="protection-payees"
          options={payees.map((p) => ({ value: p.id, label: payeeName(p) }))}
          value={payeeId}
          onChange={onPick}
        />
      )}
    </ChoiceField>
  );
}
