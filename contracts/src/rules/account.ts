import { z } from 'zod';
import { NAME_PATTERN, NOT_BLANK } from './text';

/** 4–11 letters or digits, first a letter, at least 2 letters (spec §5): one pattern, so the document says all of it. */
export const Username = z
  .string()
  .regex(NOT_BLANK, { message: 'required', abort: true })
  .trim()
  .regex(/^[A-Za-z](?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{3,10}$/, 'username.format')
  .meta({ id: 'Username' });

/** How a username is matched (login, uniqueness, a control call naming a player): trimmed, any case. */
export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}

/**
 * 8–12 characters, letters and digits only, at least one of each (spec §5). Too long has its own message:
 * the fields do not cut what a player types, so a 13th character is named, never silently dropped.
 */
export const Password = z
  .string()
  .min(1, 'required')
  .max(12, { message: 'password.tooLong', abort: true })
  .regex(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{8,12}$/, 'password.format')
  .meta({ id: 'Password' });

/** Withdrawal (secondary) password: 6 digits, typed on a PIN pad. */
export const SecondaryPassword = z
  .string()
  .min(1, 'required')
  .regex(/^\d{6}$/, 'secondaryPassword.format')
  .meta({ id: 'SecondaryPassword' });

/**
 * A mobile number as players write it → as it is kept: spaces and dashes dropped ("+86 138-0013-8000"), and a
 * mainland number's +86 / 0086 prefix too, leaving its 11 digits ("13800138000"). Anything else is left for the
 * rule below to judge.
 */
export function normaliseMobile(value: string): string {
  const compact = value.replace(/[\s-]+/g, '');
  return /^(?:\+86|0086)1\d{10}$/.test(compact) ? compact.replace(/^(?:\+86|0086)/, '') : compact;
}

/**
 * Mobile number: required; 7–15 digits with an optional leading + (mainland, HK and abroad), after
 * normaliseMobile. A +86 or 0086 prefix left after it did not lead an 11-digit mainland number: refused.
 */
export const Mobile = z
  .string()
  .meta({
    description:
      'Spaces and dashes are ignored; a +86 or 0086 prefix before an 11-digit mainland number is dropped (the number is kept as its 11 digits).',
  })
  .transform(normaliseMobile)
  // The named schema is the number as kept; the document shows the rule over it.
  .pipe(
    z
      .string()
      .min(1, 'required')
      .regex(/^(?!\+86|0086)\+?\d{7,15}$/, 'mobile.format')
      .meta({ id: 'Mobile' }),
  );

/** 2–30 characters: Chinese or English letters, words joined by a space or the name dot. */
export const RealName = z
  .string()
  .trim()
  .min(1, 'required')
  .max(30, 'realName.format')
  .min(2, 'realName.format')
  .regex(NAME_PATTERN, 'realName.format')
  .meta({ id: 'RealName' });

export const InviteCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{4,12}$/, 'inviteCode.format')
  .meta({ id: 'InviteCode' });

/**
 * The confirmation field of a password: required, and equal to `field` — a rule between two fields that
 * JSON Schema cannot carry, so the document names it here (withConfirmation checks it).
 */
export const confirmationOf = (field: string) =>
  z
    .string()
    .min(1, 'required')
    .meta({ description: `The same text as \`${field}\` (checked by the server: a rule between two fields).` });

/** Adds "confirm must match" to any object with a password and its confirmation. */
export function withConfirmation<T extends z.ZodObject>(schema: T, field: string, confirmField: string) {
  return schema.refine((value: Record<string, unknown>) => value[field] === value[confirmField], {
    message: 'password.mismatch',
    path: [confirmField],
    // Check the pair even when other fields are invalid, so the mismatch shows with the other messages.
    when: ({ value }) => {
      const v = value as Record<string, unknown> | undefined;
      return typeof v?.[field] === 'string' && typeof v?.[confirmField] === 'string';
    },
  });
}

const RegistrationFields = z.object({
  username: Username,
  password: Password,
  confirmPassword: confirmationOf('password'),
  mobile: Mobile,
  /** Optional: an empty string means none. */
  inviteCode: z.union([z.literal(''), InviteCode]).optional(),
  realName: RealName,
  secondaryPassword: SecondaryPassword,
  agreement: z.literal(true, { error: 'agreement.required' }),
});

/** The registration form of spec §3 with the rules of §5. */
export const RegistrationForm = withConfirmation(RegistrationFields, 'password', 'confirmPassword');
export type RegistrationForm = z.infer<typeof RegistrationForm>;

export const LoginForm = z.object({
  username: z.string().regex(NOT_BLANK, 'required').trim(),
  password: z.string().min(1, 'required'),
});
export type LoginForm = z.infer<typeof LoginForm>;

export const ChangePasswordForm = withConfirmation(
  z.object({
    oldPassword: z.string().min(1, 'required'),
    newPassword: Password.meta({
      description: 'Spec §5, and different from `oldPassword` (checked by the server: a rule between two fields).',
    }),
    confirmPassword: confirmationOf('newPassword'),
  }),
  'newPassword',
  'confirmPassword',
).refine((v) => v.oldPassword !== v.newPassword, { message: 'password.sameAsOld', path: ['newPassword'] });

/** The 6 digits the mock "sends" to the bound mobile for a password reset. */
export const ResetCode = z
  .string()
  .min(1, 'required')
  .regex(/^\d{6}$/, 'resetCode.format')
  .meta({ id: 'ResetCode' });

/** Forgot password, step 1: the player's name and the mobile number bound to it. */
export const ForgotPasswordForm = z.object({ username: Username, mobile: Mobile });
export type ForgotPasswordForm = z.infer<typeof ForgotPasswordForm>;

/** Forgot password, step 2: the code sent, and a new password under the same rule as registration (spec §5). */
export const ResetByCodeForm = withConfirmation(
  z.object({ username: Username, code: ResetCode, newPassword: Password, confirmPassword: confirmationOf('newPassword') }),
  'newPassword',
  'confirmPassword',
);
export type ResetByCodeForm = z.infer<typeof ResetByCodeForm>;
