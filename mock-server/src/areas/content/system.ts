import { fromFen, PLATFORM_TIME_ZONE, toPlatformIso, type Lang } from '@contracts';
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
    timeZone: PLATFORM_TIME_ZONE,
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

/**
 * Invented ways to reach customer service besides the chat, as this audience reaches a platform: an address under the
 * reserved `.example` domain and handles on WeChat, QQ and Telegram that belong to nobody (copied, never dialled).
 */
const HANDLES = [
  ['wechat', 'StarHarbour_VIP'],
  ['qq', '8008 2026'],
  ['telegram', '@starharbour_cs'],
] as const;
const EMAIL = 'support@starharbour.example';

function customerService(lang: Lang): AppConfig['customerService'] {
  return {
    hours: translate('system.serviceHours', lang),
    contacts: [
      {
        kind: 'email',
        label: translate('config.contact.email', lang),
        note: translate('config.contact.emailNote', lang),
        value: EMAIL,
        href: `mailto:${EMAIL}`,
      },
      ...HANDLES.map(([kind, value]) => ({
        kind,
        label: translate(`config.contact.${kind}`, lang),
        note: translate(`config.contact.${kind}Note`, lang),
        value,
        href: null,
      })),
    ],
  };
}

export function appConfig(lang: Lang): AppConfig {
  return {
    logo: '/assets/brand/logo.svg',
    serviceUrl: 'pages/home/kefu',
    customerService: customerService(lang),
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
