import type { PayeeType } from '@contracts/withdrawal/payees';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';
import { usePayeeMutation } from './use-payee-mutation';

export const useUnbindPayee = () =>
  usePayeeMutation((input: { id: number; type: PayeeType }) => request(wire.withdrawal.delAddress, input));
