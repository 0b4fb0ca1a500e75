import type { BankCardForm } from '@contracts/rules/money-forms';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';
import { usePayeeMutation } from './use-payee-mutation';

export const useAddBankCard = () => usePayeeMutation((input: BankCardForm) => request(wire.withdrawal.addBank, input, { toast: false }));
