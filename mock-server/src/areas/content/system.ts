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
 * Invented ways to reach customer service besides the chat: an address under the reserved `.example` domain,
 * a number from the range Ofcom keeps for drama (020 7946 0000–0999, it rings nobody) and a handle on an
 * invented messaging app.
 */
const CONTACTS = {
  email: 'support@starharbour.example',
  phone: '+44 20 7946 0958',
  messenger: '@StarHarbourCare',
} as const;

function customerService(lang: Lang): AppConfig['customerService'] {
  return {
    hours: translate('system.serviceHours', lang),
    contacts: [
      {
        kind: 'email',
        label: translate('config.contact.email', lang),
        note: translate('config.contact.emailNote', lang),
        value: CONTACTS.email,
        href: `mailto:${CONTACTS.email}`,
      },
      {
        kind: 'phone',
        label: translate('config.contact.phone', lang),
        note: translate('config.contact.phoneNote', lang),
        value: CONTACTS.phone,
        href: `tel:${CONTACTS.phone.replaceAll(' ', '')}`,
      },
      {
        kind: 'messenger',
        label: translate('config.contact.messenger', lang),
        note: translate('config.contact.messengerNote', lang),
        value: CONTACTS.messenger,
        href: null,
      },
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
