import { ApplyState, PromotionFrequency, type ApplyAction, type PromotionApply } from '@contracts/promotions/activity';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { useApplyPromotion } from '@web/api/promotions/apply';
import { formatMoney } from '@web/lib/money';
import { showToast } from '@web/lib/toast';

/** Where a refusal's action is done: the deposit page, the games (valid bets count for the next rebate), VIP. */
const ACTION_ROUTE: Record<ApplyAction, () => string> = {
  deposit: () => routes.recharge(),
  bet: () => routes.home(),
  vip: () => routes.vip(),
};

/**
 * The apply action as the server sees the player now (activity/detail's `apply`): a visitor is sent to log in
 * and back; otherwise the button is live only when the server says the player qualifies, and the server's own
 * sentence says why not. A refusal that asks for something the player can do (deposit, bet, VIP level) leads
 * there instead of ending on a disabled button. A refusal on pressing (a stale page) shows as a toast and the
 * page refetches. A rebate shows what it is paid on: the player's valid bets of yesterday or last week, as bet
 * records total them.
 */
export function ApplyPanel({
  promotionId,
  apply,
  frequency,
}: {
  promotionId: number;
  apply: PromotionApply;
  frequency: PromotionFrequency | null;
}) {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const location = useLocation();
  const mutation = useApplyPromotion();
  const onApply = () =>
    mutation.mutate(promotionId, {
      onSuccess: (result) =>
        void showToast({
          icon: 'success',
          content: t('apply.success', { amount: formatMoney(result.bonus), turnover: formatMoney(result.turnover) }),
        }),
    });

  let note: string;
  let button: ReactNode;
  switch (apply.state) {
    case ApplyState.enum.visitor:
      note = t('apply.visitor');
      button = (
        <Button block color="primary" onClick={() => navigate(routes.login({ redirect: location.pathname + location.search }))}>
          {t('apply.login')}
        </Button>
      );
      break;
    case ApplyState.enum.available:
      note = t('apply.available', { amount: formatMoney(apply.bonus ?? '0.00') });
      button = (
        <Button block color="primary" loading={mutation.isPending} disabled={mutation.isPending} onClick={onApply}>
          {t('apply.button')}
        </Button>
      );
      break;
    case ApplyState.enum.applied:
      note = `${t('apply.applied', { amount: formatMoney(apply.bonus ?? '0.00') })} ${apply.reason ?? ''}`.trim();
      button = (
        <Button block disabled>
          {t('apply.appliedButton')}
        </Button>
      );
      break;
    default:
      note = apply.reason ?? '';
      button = apply.action ? (
        <Link className="promo-link-button" to={ACTION_ROUTE[apply.action]()}>
          {t(`apply.action.${apply.action}`)}
        </Link>
      ) : (
        <Button block disabled>
          {t(apply.state === ApplyState.enum.notEligible ? 'apply.notEligibleButton' : 'apply.notRunningButton')}
        </Button>
      );
  }

  return (
    <section className="surface-card" aria-labelledby="promo-apply-title">
      <h2 id="promo-apply-title" className="promo-section-title">
        {t('apply.title')}
      </h2>
      {/* A refusal already quotes the figure ("yours were ¥…"): the basis line is for a player who qualifies or received. */}
      {apply.validBets !== null && (apply.state === ApplyState.enum.available || apply.state === ApplyState.enum.applied) && (
        <p className="promo-apply-basis">
          {t(frequency === PromotionFrequency.enum.weekly ? 'apply.validBetsLastWeek' : 'apply.validBetsYesterday', {
            amount: formatMoney(apply.validBets),
          })}
        </p>
      )}
      <p
        className={
          apply.state === ApplyState.enum.notEligible || apply.state === ApplyState.enum.notRunning
            ? 'promo-apply-note promo-apply-refusal'
            : 'promo-apply-note'
        }
        aria-live="polite"
      >
        {note}
      </p>
      {button}
      {apply.state === ApplyState.enum.applied && (
        <Link className="promo-apply-records text-link" to={routes.redemptionRecord()}>
          {t('apply.records')}
        </Link>
      )}
    </section>
  );
}
