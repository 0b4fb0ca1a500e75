import type { api, HandlerTree } from '@contracts';
import type { Ctx } from '../core/context';
import { requireUid } from '../core/context';
import type { DomainError } from '../core/errors';
import { bankList } from '../domain/payees/banks';
import { cryptoCurrencies } from '../domain/payees/currencies';
import { addBankCard, addCryptoAccount, addWalletAccount, boundPayees, removePayee } from '../domain/payees/payees';
import { submitWithdrawal, withdrawalOrders } from '../domain/withdrawal/orders';
import { withdrawOverview } from '../domain/withdrawal/overview';

export const withdrawal: HandlerTree<typeof api.withdrawal, Ctx, DomainError> = {
  getWithdrawList: (_input, ctx) => withdrawOverview(ctx.world, ctx.now, requireUid(ctx), ctx.lang),
  getBank: (_input, ctx) => bankList(ctx.lang),
  addBank: (input, ctx) => addBankCard(ctx.world, ctx.now, requireUid(ctx), ctx.lang, input),
  submit: (input, ctx) => submitWithdrawal(ctx.world, ctx.now, requireUid(ctx), ctx.lang, input),
  getCryptList: (_input, ctx) => cryptoCurrencies(ctx.lang),
  addCrypt: (input, ctx) => addCryptoAccount(ctx.world, ctx.now, requireUid(ctx), input),
  addWallet: (input, ctx) => addWalletAccount(ctx.world, ctx.now, requireUid(ctx), input),
  getUserWithdrawList: (input, ctx) => withdrawalOrders(ctx.world, requireUid(ctx), ctx.lang, input),
  getTypeList: (_input, ctx) => boundPayees(ctx.world, requireUid(ctx), ctx.lang),
  delAddress: (input, ctx) => removePayee(ctx.world, requireUid(ctx), input.id, input.type),
};
