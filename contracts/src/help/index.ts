import { getDetails, getList } from './help-centre';
import { getAllMessageList, getMessageInfo } from './messages';

/** help/* and Message/* (capitalised as in spec §7). */
export const help = {
  getDetails,
  getList,
  getAllMessageList,
  getMessageInfo,
};
