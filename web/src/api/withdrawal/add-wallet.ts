import type { WalletAccountForm } from '@contracts/rules/money-forms';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';
import { usePayeeMutation } from './use-payee-mutation';

export const useAddWallet = () =>
  usePayeeMutation((input: WalletAccountForm) => request(wire.withdrawal.addWallet, input, { toast: false }));
