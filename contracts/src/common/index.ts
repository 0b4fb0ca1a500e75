import { getCertificate, getPartner, getPartnerDetail, getUserInvite } from './partners';
import { applyPartner } from './partner-programme';
import { checkUpdate, getConfig, getSysDictionary, getSystemInfo, upload } from './system';

export const common = {
  getSysDictionary,
  getSystemInfo,
  getConfig,
  checkUpdate,
  upload,
  getCertificate,
  getUserInvite,
  getPartner,
  getPartnerDetail,
  /** Not in spec §7: the join-us application. */
  applyPartner,
};
