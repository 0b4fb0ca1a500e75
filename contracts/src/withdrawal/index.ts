import { addBank, addCrypt, addWallet, delAddress, getBank, getCryptList, getTypeList } from './payees';
import { getUserWithdrawList, getWithdrawList, submit } from './withdraw';

export const withdrawal = {
  getWithdrawList,
  getBank,
  addBank,
  submit,
  getCryptList,
  addCrypt,
  addWallet,
  getUserWithdrawList,
  getTypeList,
  delAddress,
};
