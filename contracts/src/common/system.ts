import { z } from 'zod';
import { endpoint } from '../core/endpoint';
import { NoInput } from '../core/envelope';
import { Money } from '../core/money';
import { PLATFORM_TIME_ZONE } from '../core/time';

export const DictionaryEntry = z.object({
  type: z.string(),
  value: z.number().int(),
  label: z.string(),
});

/** The dictionaries the app reads labels from; labels come in the request's language. */
export const DictionaryType = z.enum(['feedbackType', 'betStatus', 'gender', 'tradeType', 'gameCategory', 'orderStatus']);

export const getSysDictionary = endpoint({
  method: 'GET',
  path: 'common/getSysDictionary',
  auth: 'none',
  summary: 'Labelled enumerations (feedback types, bet statuses, genders, trade types …) in the request language. No type: all of them.',
  input: z.object({ type: DictionaryType.optional() }),
  output: z.array(DictionaryEntry),
});

export const SystemInfo = z.object({
  siteName: z.string(),
  currency: z.literal('CNY'),
  /** Platform time zone of every date window. */
  timeZone: z.literal(PLATFORM_TIME_ZONE),
  serverTime: z.iso.datetime({ offset: true }),
  appVersion: z.string(),
  depositMin: Money,
  depositMax: Money,
  recordDays: z.number().int(),
  feedbackOrderDays: z.number().int(),
  uploadMaxBytes: z.number().int(),
  customerServiceHours: z.string(),
});

export const getSystemInfo = endpoint({
  method: 'GET',
  path: 'common/getSystemInfo',
  auth: 'none',
  summary: "Site name, currency, server time (the mock's clock), limits the app shows to players.",
  input: NoInput,
  output: SystemInfo,
});

const contactText = { label: z.string().min(1), note: z.string().nullable() };

/**
 * A way to reach customer service besides the chat, shown on service/index. `label` and `note` are in the request
 * language; `href` is what a tap opens (mailto:), null for a messaging handle (WeChat, QQ, Telegram), which the
 * player copies into that app.
 */
export const ContactOption = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('email'), ...contactText, value: z.email(), href: z.string().regex(/^mailto:\S+@\S+$/) }),
  z.object({ kind: z.enum(['wechat', 'qq', 'telegram']), ...contactText, value: z.string().min(1).max(60), href: z.null() }),
]);
export type ContactOption = z.infer<typeof ContactOption>;

export const AppConfig = z.object({
  logo: z.string(),
  /** Where the customer-service chat lives (home/kefu inside the app). */
  serviceUrl: z.string(),
  /** Customer service besides the chat: its hours in the request language and the contact options. */
  customerService: z.object({ hours: z.string(), contacts: z.array(ContactOption) }),
  downloadUrl: z.string(),
  inviteCodeRequired: z.boolean(),
  registerAgreementUrl: z.string(),
  announcement: z.string(),
  languages: z.array(z.enum(['zh_hans', 'en'])),
});

export const getConfig = endpoint({
  method: 'GET',
  path: 'other/getConfig',
  auth: 'none',
  summary:
    'Front-end configuration: logo, the customer-service chat entry with its hours and contact options (e-mail, WeChat, QQ, Telegram), download links, whether the invitation code is required.',
  input: NoInput,
  output: AppConfig,
});

export const UpdateInfo = z.object({
  version: z.string().regex(/^\d+\.\d+\.\d+$/),
  desc: z.string(),
  apkUrl: z.string(),
  iosUrl: z.string(),
});
export type UpdateInfo = z.infer<typeof UpdateInfo>;

export const checkUpdate = endpoint({
  method: 'GET',
  path: 'common/checkUpdate',
  auth: 'none',
  summary: 'Native app only: the latest version. Newer than the installed 1.3.3 → the app offers an update.',
  input: NoInput,
  output: UpdateInfo,
});

export const UploadResult = z.object({
  url: z.string(),
  path: z.string(),
  size: z.number().int().positive(),
  mime: z.enum(['image/png', 'image/jpeg']),
});

export const upload = endpoint({
  method: 'POST',
  path: 'common/upload',
  auth: 'required',
  multipart: true,
  summary:
    'multipart/form-data: file field imgPath, form value directory=authorization, header Authorization: <uid>. png/jpg/jpeg recognised by content, at most 15 MB.',
  input: z.object({ directory: z.literal('authorization').default('authorization') }),
  output: UploadResult,
});
