import { z } from 'zod';
import { endpoint } from '../core/endpoint';
import { NoData, NoInput } from '../core/envelope';
import type { Lang } from '../core/lang';
import { IsoDateTime } from '../core/time';
import { ForgotPasswordForm, ResetByCodeForm } from '../rules/account';

/*
 * This project's extensions to the platform's calls (docs/decisions.md): a way back into an account whose password
 * is forgotten, and the security page (bound contacts, open sessions, logging the others out).
 */

export const sendResetCode = endpoint({
  method: 'POST',
  path: 'user/sendResetCode',
  auth: 'none',
  summary:
    'Forgot password, step 1: the username and the mobile number bound to it. The platform sends a 6-digit code to that ' +
    'mobile (the mock keeps it for the control API): it expires after 5 minutes, a new one replaces the old, and another ' +
    'can be asked for after 60 seconds. A pair that does not match an account is refused without saying which of the two is wrong; ' +
    'while the reset is locked (5 wrong codes: one hour) the refusal says until when.',
  input: ForgotPasswordForm,
  output: z.object({
    /** The number the code went to, masked ("138****0001"). */
    mobile: z.string(),
    expiresAt: IsoDateTime,
    /** When another code may be asked for. */
    resendAt: IsoDateTime,
  }),
});

export const resetByCode = endpoint({
  method: 'POST',
  path: 'user/resetByCode',
  auth: 'none',
  summary:
    'Forgot password, step 2: the code sent in step 1 and a new password under spec §5 with its confirmation. Five wrong ' +
    'codes lock the reset for one hour. Success ends every session of the player (their tokens get 401); they log in with the new password.',
  input: ResetByCodeForm,
  output: NoData,
});

/** A browser family, read from the login's User-Agent into a fixed vocabulary (the header itself is never kept). */
export const DeviceBrowser = z
  .enum({ other: 0, chrome: 1, safari: 2, firefox: 3, edge: 4, wechat: 5, samsung: 6, qq: 7 })
  .meta({ id: 'DeviceBrowser' });
/** A system family, read the same way. */
export const DeviceOs = z.enum({ other: 0, android: 1, ios: 2, windows: 3, macos: 4, linux: 5, harmonyos: 6 }).meta({ id: 'DeviceOs' });
export type DeviceBrowser = z.infer<typeof DeviceBrowser>;
export type DeviceOs = z.infer<typeof DeviceOs>;

export const deviceBrowserLabels: Record<DeviceBrowser, Record<Lang, string>> = {
  0: { en: 'A browser', zh_hans: '浏览器' },
  1: { en: 'Chrome', zh_hans: 'Chrome' },
  2: { en: 'Safari', zh_hans: 'Safari' },
  3: { en: 'Firefox', zh_hans: 'Firefox' },
  4: { en: 'Edge', zh_hans: 'Edge' },
  5: { en: 'WeChat', zh_hans: '微信' },
  6: { en: 'Samsung Internet', zh_hans: '三星浏览器' },
  7: { en: 'QQ Browser', zh_hans: 'QQ 浏览器' },
};

export const deviceOsLabels: Record<DeviceOs, Record<Lang, string>> = {
  0: { en: 'an unknown system', zh_hans: '未知系统' },
  1: { en: 'Android', zh_hans: 'Android' },
  2: { en: 'iOS', zh_hans: 'iOS' },
  3: { en: 'Windows', zh_hans: 'Windows' },
  4: { en: 'macOS', zh_hans: 'macOS' },
  5: { en: 'Linux', zh_hans: 'Linux' },
  6: { en: 'HarmonyOS', zh_hans: '鸿蒙' },
};

export const OpenSession = z.object({
  browser: DeviceBrowser,
  os: DeviceOs,
  /** When it was opened (login or registration). */
  createdAt: IsoDateTime,
  /** The last call made with it, on the platform's clock (to the minute). */
  lastSeenAt: IsoDateTime,
  /** The session that asked. */
  current: z.boolean(),
});
export type OpenSession = z.infer<typeof OpenSession>;

export const SecurityOverview = z.object({
  /** Masked: the first 3 and last 4 digits of an 11-digit number ("138****0001"), else only the last 4. */
  mobile: z.string(),
  /** Masked ("d***@example.com"), null when none is bound. */
  email: z.string().nullable(),
  /** The player's open sessions, this one first, then the most recently seen. */
  sessions: z.array(OpenSession),
});
export type SecurityOverview = z.infer<typeof SecurityOverview>;

export const security = endpoint({
  method: 'GET',
  path: 'user/security',
  auth: 'required',
  summary: "The security page: the player's bound mobile and email (masked) and the devices with an open session.",
  input: NoInput,
  output: SecurityOverview,
});

export const logoutOthers = endpoint({
  method: 'POST',
  path: 'user/logoutOthers',
  auth: 'required',
  summary: 'Ends every session of the player but the one that asks: those devices get 401 at their next call.',
  input: NoInput,
  output: z.object({ ended: z.number().int().min(0) }),
});
