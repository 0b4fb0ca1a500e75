import { WithdrawalStatus } from '@contracts/withdrawal/withdraw';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@web/lib/money';
import { demoControl } from './control-client';
import { ActionNote, useDemoAction } from './demo-action';
import { demoDepositsQuery, demoWithdrawalsQuery } from './demo-queries';
import { DemoList, DemoRow } from './demo-rows';

/** The back office of a demo: pending deposits and withdrawals, decided here instead of waiting for the clock. */
export function MoneySection() {
  const { t } = useTranslation('demo');
  const deposits = useQuery(demoDepositsQuery);
  const withdrawals = useQuery(demoWithdrawalsQuery);
  const action = useDemoAction();

  const approve = (orderNo: string) =>
    action.run(`approve:${orderNo}`, async () => {
      await demoControl.deposit.approveDeposit({ orderNo });
      return t('money.approved', { orderNo });
    });
  const rejectDeposit = (orderNo: string) =>
    action.run(`reject:${orderNo}`, async () => {
      await demoControl.deposit.rejectDeposit({ orderNo });
      return t('money.rejected', { orderNo });
    });
  // A payee not in the holder's real name is rejected and refunded by the mock instead of paid: said as such.
  const pay = (orderNo: string) =>
    action.run(`pay:${orderNo}`, async () => {
      const { order } = await demoControl.withdrawal.payWithdrawal({ orderNo });
      return t(order.status === WithdrawalStatus.enum.paid ? 'money.paid' : 'money.payRefused', { orderNo });
    });
  const rejectWithdrawal = (orderNo: string) =>
    action.run(`reject:${orderNo}`, async () => {
      await demoControl.withdrawal.rejectWithdrawal({ orderNo });
      return t('money.rejected', { orderNo });
    });

  return (
    <section className="demo-section" aria-labelledby="demo-money-title">
      <h3 id="demo-money-title" className="demo-section-title">
        {t('money.title')}
      </h3>
      <h4 className="demo-list-title">{t('money.deposits')}</h4>
      <DemoList query={deposits} empty={t('money.noDeposits')}>
        {(orders) =>
          orders.map((order) => (
            <DemoRow
              key={order.orderNo}
              id={`demo-deposit-${order.orderNo}`}
              lines={[`${order.username} · ${formatMoney(order.amount)}`, t('money.orderNo', { orderNo: order.orderNo })]}
              action={action}
              presses={[
                { key: `approve:${order.orderNo}`, label: t('money.approve'), press: () => void approve(order.orderNo) },
                { key: `reject:${order.orderNo}`, label: t('money.reject'), danger: true, press: () => void rejectDeposit(order.orderNo) },
              ]}
            />
          ))
        }
      </DemoList>
      <h4 className="demo-list-title">{t('money.withdrawals')}</h4>
      <DemoList query={withdrawals} empty={t('money.noWithdrawals')}>
        {(orders) =>
          orders.map((order) => (
            <DemoRow
              key={order.orderNo}
              id={`demo-withdrawal-${order.orderNo}`}
              lines={[`${order.username} · ${formatMoney(order.amount)}`, t('money.orderNo', { orderNo: order.orderNo })]}
              action={action}
              presses={[
                { key: `pay:${order.orderNo}`, label: t('money.pay'), press: () => void pay(order.orderNo) },
                {
                  key: `reject:${order.orderNo}`,
                  label: t('money.reject'),
                  danger: true,
                  press: () => void rejectWithdrawal(order.orderNo),
                },
              ]}
            />
          ))
        }
      </DemoList>
      <ActionNote action={action} />
    </section>
  );
}
