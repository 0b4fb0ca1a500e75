import {
  acknowledgeCheck,
  cancelLimit,
  confirmLimit,
  getSession,
  getSettings,
  getStatement,
  markSeen,
  selfExclude,
  setLimit,
  setRealityCheck,
  takeTimeOut,
} from './protection';

export const protection = {
  getSettings,
  setLimit,
  confirmLimit,
  cancelLimit,
  setRealityCheck,
  getSession,
  acknowledgeCheck,
  markSeen,
  takeTimeOut,
  selfExclude,
  getStatement,
};
