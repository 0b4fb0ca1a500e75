import type { api } from '@contracts';
import type { Handlers } from '../../core/context';
import { bankList } from './banks';
import { cryptoCurrencies } from './currencies';
import { addBankCard, addCryptoAccount, addWalletAccount, boundPayees, removePayee } from './payees';
import { submitWithdrawal, withdrawalOrders } from './orders';
import { withdrawOverview } from './overview';

export const withdrawal: Handlers<typeof api.withdrawal> = {
  getWithdrawList: (_input, ctx) => withdrawOverview(ctx.world, ctx.now, ctx.player.uid, ctx.lang),
  getBank: (_input, ctx) => bankList(ctx.lang),
  addBank: (input, ctx) => addBankCard(ctx.world, ctx.now, ctx.player.uid, ctx.lang, input),
  submit: (input, ctx) => submitWithdrawal(ctx.world, ctx.now, ctx.player.uid, ctx.lang, input),
  getCryptList: (_input, ctx) => cryptoCurrencies(ctx.lang),
  addCrypt: (input, ctx) => addCryptoAccount(ctx.world, ctx.now, ctx.player.uid, input),
  addWallet: (input, ctx) => addWalletAccount(ctx.world, ctx.now, ctx.player.uid, input),
  getUserWithdrawList: (input, ctx) => withdrawalOrders(ctx.world, ctx.player.uid, ctx.lang, input),
  getTypeList: (_input, ctx) => boundPayees(ctx.world, ctx.player.uid, ctx.lang),
  delAddress: (input, ctx) => removePayee(ctx.world, ctx.player.uid, input.id, input.type),
};
