import { getCertificate, getPartner, getPartnerDetail, getUserInvite } from './partners';
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
};
