import type { api } from '@contracts';
import { locksItself } from '../../core/binder';
import type { Handlers } from '../../core/context';
import { sysDictionary } from './dictionary';
import { appConfig, systemInfo, updateInfo } from './system';
import { storeUpload } from './upload';
import { applyPartner, userInvite } from '../invite';
import { certificates } from './certificates';
import { partnerDetail, partnerList } from '../sponsorship';

export const common: Handlers<typeof api.common> = {
  getSysDictionary: (input, ctx) => sysDictionary(ctx.lang, input.type),
  getSystemInfo: (_input, ctx) => systemInfo(ctx.now, ctx.lang, ctx.settings.appVersion),
  getConfig: (_input, ctx) => appConfig(ctx.lang),
  checkUpdate: (_input, ctx) => updateInfo(ctx.origin, ctx.lang, ctx.settings.appVersion),
  // The image is proven (decoded, seconds for a big photo) before the write lock is taken.
  upload: locksItself((input, ctx) =>
    storeUpload(ctx, {
      authorization: ctx.headers.authorization,
      directory: input.directory,
      file: ctx.files.find((f) => f.field === 'imgPath'),
    }),
  ),
  getCertificate: (_input, ctx) => certificates(ctx),
  getUserInvite: (_input, ctx) => userInvite(ctx),
  getPartner: (_input, ctx) => partnerList(ctx),
  getPartnerDetail: (input, ctx) => partnerDetail(ctx, input.id),
  applyPartner: (input, ctx) => applyPartner(ctx, input),
};
