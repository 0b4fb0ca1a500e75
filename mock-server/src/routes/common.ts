import type { api, HandlerTree } from '@contracts';
import type { Ctx } from '../core/context';
import { requireUid } from '../core/context';
import type { DomainError } from '../core/errors';
import { sysDictionary } from '../domain/common/dictionary';
import { appConfig, systemInfo, updateInfo } from '../domain/common/system';
import { storeUpload } from '../domain/common/upload';
import { notImplemented } from './not-implemented';

export const common: HandlerTree<typeof api.common, Ctx, DomainError> = {
  getSysDictionary: (input, ctx) => sysDictionary(ctx.lang, input.type),
  getSystemInfo: (_input, ctx) => systemInfo(ctx.now, ctx.lang, ctx.settings.appVersion),
  getConfig: (_input, ctx) => appConfig(ctx.lang),
  checkUpdate: (_input, ctx) => updateInfo(ctx.origin, ctx.lang, ctx.settings.appVersion),
  upload: (input, ctx) =>
    storeUpload(ctx.world, ctx.now, {
      uid: requireUid(ctx),
      authorization: ctx.headers.authorization,
      directory: input.directory,
      file: ctx.files.find((f) => f.field === 'imgPath'),
    }),
  getCertificate: notImplemented(),
  getUserInvite: notImplemented(),
  getPartner: notImplemented(),
  getPartnerDetail: notImplemented(),
};
