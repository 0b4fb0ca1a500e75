import type { PayeeAccount as PayeeAccountShape } from '@contracts/deposit/channels';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CopyButton } from '@web/components/copy-button';

/** The receiving account of an FPS or cash channel: where the player pays by hand. */
export function PayeeAccount({ payee }: { payee: z.infer<typeof PayeeAccountShape> }) {
  const { t } = useTranslation('wallet');
  return (
    <List className="wallet-list" header={t('pay.payeeTitle')}>
      <List.Item extra={payee.bankName}>{t('pay.bank')}</List.Item>
      <List.Item extra={payee.accountName}>{t('pay.accountName')}</List.Item>
      <List.Item
        extra={
          <span className="wallet-mono">
            {payee.accountNo} <CopyButton text={payee.accountNo} label={t('pay.copyAccount')} />
          </span>
        }
      >
        {t('pay.accountNo')}
      </List.Item>
      {payee.branch && <List.Item extra={payee.branch}>{t('pay.branch')}</List.Item>}
    </List>
  );
}
