import type { api } from '@contracts';
import type { Handlers } from '../../core/context';
import { bankList } from './banks';
import { cryptoCurrencies } from './currencies';
import { addBankCard, addCryptoAccount, addWalletAccount, boundPayees, removePayee } from './payees';
import { submitWithdrawal, withdrawalOrders } from './orders';
import { withdrawOverview } from './overview';

export const withdrawal: Handlers<typeof api.withdrawal> = {
  getWithdrawList: (_input, ctx) => withdrawOverview(ctx),
  getBank: (_input, ctx) => bankList(ctx.lang),
  addBank: (input, ctx) => addBankCard(ctx, input),
  submit: (input, ctx) => submitWithdrawal(ctx, input),
  getCryptList: (_input, ctx) => cryptoCurrencies(ctx.lang),
  addCrypt: (input, ctx) => addCryptoAccount(ctx, input),
  addWallet: (input, ctx) => addWalletAccount(ctx, input),
  getUserWithdrawList: (input, ctx) => withdrawalOrders(ctx, input),
  getTypeList: (_input, ctx) => boundPayees(ctx),
  delAddress: (input, ctx) => removePayee(ctx, input.id, input.type),
};
