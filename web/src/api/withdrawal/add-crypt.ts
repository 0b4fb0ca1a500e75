import type { CryptoAccountForm } from '@contracts/rules/money-forms';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';
import { usePayeeMutation } from './use-payee-mutation';

export const useAddCrypto = () =>
  usePayeeMutation((input: CryptoAccountForm) => request(wire.withdrawal.addCrypt, input, { toast: false }));
