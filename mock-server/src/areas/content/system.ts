import { fromFen, toPlatformIso, type Lang } from '@contracts';
import { FEEDBACK_ORDER_DAYS, UPLOAD_MAX_BYTES } from '@contracts/rules/feedback';
import type { SystemInfo, AppConfig, UpdateInfo } from './types';
import { translate } from '../../core/errors';

export const DEPOSIT_MIN_FEN = 100_00;
export const DEPOSIT_MAX_FEN = 50_000_00;
export const RECORD_DAYS = 30;

export function systemInfo(nowMs: number, lang: Lang, appVersion: string): SystemInfo {
  return {
    siteName: translate('system.siteName', lang),
    currency: 'CNY',
    timeZone: 'Asia/Shanghai',
    serverTime: toPlatformIso(nowMs),
    appVersion,
    depositMin: fromFen(DEPOSIT_MIN_FEN),
    depositMax: fromFen(DEPOSIT_MAX_FEN),
    recordDays: RECORD_DAYS,
    feedbackOrderDays: FEEDBACK_ORDER_DAYS,
    uploadMaxBytes: UPLOAD_MAX_BYTES,
    customerServiceHours: translate('system.serviceHours', lang),
  };
}

export function appConfig(lang: Lang): AppConfig {
  return {
    logo: '/assets/brand/logo.svg',
    serviceUrl: 'pages/home/kefu',
    downloadUrl: '/assets/app/download.html',
    inviteCodeRequired: false,
    registerAgreementUrl: '/assets/legal/agreement.html',
    announcement: translate('config.announcement', lang),
    languages: ['zh_hans', 'en'],
  };
}

/** Absolute links: the native wrapper downloads them itself, outside the web view's origin. */
export function updateInfo(origin: string, lang: Lang, version: string): UpdateInfo {
  return {
    version,
    desc: translate('update.desc', lang),
    apkUrl: `${origin}/assets/app/star-harbour-${version}.apk`,
    iosUrl: `${origin}/assets/app/ios.html`,
  };
}
