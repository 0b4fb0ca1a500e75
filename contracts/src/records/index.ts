import { getAwardList } from './awards';
import { getBetList, getTotalList } from './bets';
import { getMoneyLogList, getMoneyLogType } from './money-log';
import { getTradeList, getTradeTypeList } from './trades';

export const records = {
  getTradeTypeList,
  getTradeList,
  getMoneyLogType,
  getMoneyLogList,
  getBetList,
  getTotalList,
  getAwardList,
};
