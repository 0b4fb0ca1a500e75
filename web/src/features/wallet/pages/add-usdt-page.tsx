import { CryptoAccountForm, type CryptoProtocol } from '@contracts/rules/money-forms';
import { useQuery } from '@tanstack/react-query';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Page } from '@web/components/page';
import { useContractForm } from '@web/components/contract-form';
import { contractResolver } from '@web/components/contract-resolver';
import type { PageProps } from '@web/lib/page-props';
import { useAddCrypto } from '@web/api/withdrawal/add-crypt';
import { currenciesQuery } from '@web/api/withdrawal/get-crypt-list';
import { BindForm } from '../components/bind-form';
import { QueryState } from '@web/components/query-state';
import { TextField } from '@web/components/text-field';
import { useAfterBind } from '../components/use-after-bind';
import '../wallet.css';
import { useSession } from '@web/lib/use-session';
import { ToggleRow } from '@web/components/toggle-row';
import { ChoiceField } from '@web/components/choice-field';

const resolver = contractResolver(CryptoAccountForm);

/** Binds a USDT account: alias, protocol (from withdraw/getCryptList) and an address of that protocol's format. */
export default function AddUsdtPage({ titleKey }: PageProps) {
  const { t } = useTranslation(['wallet', 'common']);
  const currencies = useQuery(currenciesQuery(useSession()));
  const mutation = useAddCrypto();
  const done = useAfterBind();
  const { form, submit, alert, errorText } = useContractForm<typeof CryptoAccountForm>({
    resolver,
    defaultValues: { alias: '', currency: 'USDT', protocol: 'TRC20', address: '' },
    onSubmit: async (values) => {
      await mutation.mutateAsync(values);
      done();
    },
  });
  // useWatch, not form.watch(): a subscription React can follow (watch() defeats memoisation).
  const protocol = useWatch({ control: form.control, name: 'protocol' });
  const usdt = currencies.data?.find((c) => c.currency === 'USDT');
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <QueryState query={currencies} label={t('usdt.loading')}>
        {() => (
          <BindForm title={t('payees.add.2')} intro={t('usdt.intro')} serverError={alert} pending={mutation.isPending} onSubmit={submit}>
            <TextField
              control={form.control}
              name="alias"
              idPrefix="usdt"
              error={errorText('alias')}
              placeholder={t('usdt.aliasPlaceholder')}
            />
            <Controller
              control={form.control}
              name="protocol"
              render={({ field }) => (
                <ChoiceField id="usdt-protocol" label={t('fields:protocol')}>
                  {({ labelledBy }) => (
                    <ToggleRow
                      labelledBy={labelledBy}
                      className="wallet-options"
                      optionClassName="wallet-option"
                      options={(usdt?.protocols ?? []).map((p) => ({
                        value: p.protocol as CryptoProtocol,
                        label: (
                          <>
                            {p.protocol} <span className="wallet-option-sub">{p.network}</span>
                          </>
                        ),
                      }))}
                      value={field.value}
                      onChange={(protocol) => {
                        field.onChange(protocol);
                        if (form.getFieldState('address').isTouched) void form.trigger('address');
                      }}
                    />
                  )}
                </ChoiceField>
              )}
            />
            <TextField
              control={form.control}
              name="address"
              idPrefix="usdt"
              error={errorText('address')}
              hint={t(protocol === 'ERC20' ? 'usdt.hintErc20' : 'usdt.hintTrc20')}
              placeholder={t('usdt.addressPlaceholder')}
            />
          </BindForm>
        )}
      </QueryState>
    </Page>
  );
}
