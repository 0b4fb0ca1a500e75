import { z } from 'zod';
import { endpoint } from '../core/endpoint';
import { NoData, NoInput } from '../core/envelope';
import { Money } from '../core/money';
import { IsoDate, IsoDateTime } from '../core/time';
import { Gender, PersonalDataFields, personalDataForm } from '../rules/personal-data';

export const UserInfo = z.object({
  uid: z.number().int().positive(),
  username: z.string(),
  avatar: z.string(),
  realName: z.string().nullable(),
  gender: Gender.nullable(),
  birthday: IsoDate.nullable(),
  /** Masked: the first 3 and last 4 digits of an 11-digit number ("138****5678"), else only the last 4. */
  mobile: z.string(),
  email: z.string().nullable(),
  vipLevel: z.number().int().min(0),
  inviteCode: z.string(),
  hasSecondaryPassword: z.boolean(),
  /** Personal information cannot be changed once confirmed (spec §5). */
  infoConfirmed: z.boolean(),
  registeredAt: IsoDateTime,
  lastLoginAt: IsoDateTime.nullable(),
});
export type UserInfo = z.infer<typeof UserInfo>;

export const userInfo = endpoint({
  method: 'GET',
  path: 'user/userInfo',
  auth: 'required',
  summary: "The logged-in player's full profile (personal data page).",
  input: NoInput,
  output: UserInfo,
});

export const setUserInfo = endpoint({
  method: 'POST',
  path: 'user/setUserInfo',
  auth: 'required',
  summary:
    'Confirm personal data: real name, gender, date of birth (over 18), mobile, email, avatar. Once confirmed it cannot be changed, except the avatar.',
  input: PersonalDataFields.partial({ realName: true, gender: true, birthday: true, mobile: true, email: true }),
  // The age rule depends on "now": checked against the server's (controllable) clock.
  inputAt: (nowMs) => personalDataForm(nowMs).partial({ realName: true, gender: true, birthday: true, mobile: true, email: true }),
  output: NoData,
});

export const UserSummary = z.object({
  uid: z.number().int().positive(),
  username: z.string(),
  avatar: z.string(),
  vipLevel: z.number().int().min(0),
  balance: Money,
  unreadMessages: z.number().int().min(0),
});

export const getUser = endpoint({
  method: 'GET',
  path: 'common/getUser',
  auth: 'required',
  summary: 'The header card of the My page: name, avatar, VIP level, central balance, unread messages.',
  input: NoInput,
  output: UserSummary,
});

export const Balance = z.object({
  /** The central wallet. */
  balance: Money,
  /** The sum of all venue wallets. */
  venueBalance: Money,
  /** balance + venueBalance. */
  total: Money,
});
export type Balance = z.infer<typeof Balance>;

export const getUserBalance = endpoint({
  method: 'GET',
  path: 'common/getUserBalance',
  auth: 'required',
  summary: 'Central wallet balance, the sum of venue wallets, and their total.',
  input: NoInput,
  output: Balance,
});

export const getDefaultAvatar = endpoint({
  method: 'GET',
  path: 'common/getDefaultAvatar',
  auth: 'none',
  summary: 'The built-in avatars a player can choose from (generated SVG served by the platform).',
  input: NoInput,
  output: z.array(z.object({ id: z.number().int(), url: z.string() })),
});

export const signIn = endpoint({
  method: 'POST',
  path: 'common/signin',
  auth: 'required',
  summary:
    'Daily sign-in of the welfare page: once per platform-zone day; the reward follows a 7-day ladder by streak (a missed day starts it again) and is credited to the central wallet with a turnover requirement.',
  input: NoInput,
  output: z.object({ reward: Money, streak: z.number().int().min(1), signedToday: z.literal(true) }),
  idempotent: true,
});

export { NoData };
