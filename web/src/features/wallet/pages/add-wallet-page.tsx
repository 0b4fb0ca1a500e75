import { walletAccountFormFor } from '@contracts/rules/money-forms';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@web/components/page';
import { useContractForm } from '@web/components/contract-form';
import { contractResolver } from '@web/components/contract-resolver';
import type { PageProps } from '@web/lib/page-props';
import { useAddWallet } from '@web/api/withdrawal/add-wallet';
import { BindForm } from '../components/bind-form';
import { TextField } from '@web/components/text-field';
import { useAfterBind } from '../components/use-after-bind';
import { InOwnName } from '../components/own-name';
import '../wallet.css';

/** Binds a wallet account (spec §3): real name (the account's, filled in from it), alias and wallet address. */
export default function AddWalletPage({ titleKey }: PageProps) {
  const { t } = useTranslation(['wallet', 'common']);
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <InOwnName>{(realName) => <WalletFields realName={realName} />}</InOwnName>
    </Page>
  );
}

function WalletFields({ realName }: { realName: string }) {
  const { t } = useTranslation(['wallet', 'common']);
  const mutation = useAddWallet();
  const done = useAfterBind();
  const resolver = useMemo(() => contractResolver(walletAccountFormFor(realName)), [realName]);
  const { form, submit, alert, errorText } = useContractForm<ReturnType<typeof walletAccountFormFor>>({
    resolver,
    defaultValues: { realName, alias: '', address: '' },
    onSubmit: async (values) => {
      await mutation.mutateAsync(values);
      done();
    },
  });
  return (
    <BindForm
      title={t('payees.add.3')}
      intro={t('walletAccount.intro', { name: realName })}
      serverError={alert}
      pending={mutation.isPending}
      onSubmit={submit}
    >
      <TextField
        control={form.control}
        name="realName"
        idPrefix="wallet"
        error={errorText('realName')}
        autoComplete="name"
        placeholder={t('walletAccount.namePlaceholder')}
      />
      <TextField
        control={form.control}
        name="alias"
        idPrefix="wallet"
        error={errorText('alias')}
        placeholder={t('walletAccount.aliasPlaceholder')}
      />
      <TextField
        control={form.control}
        name="address"
        idPrefix="wallet"
        error={errorText('address')}
        placeholder={t('walletAccount.addressPlaceholder')}
      />
    </BindForm>
  );
}
