import { z } from 'zod';
import { endpoint } from '../core/endpoint';
import { NoData, NoInput } from '../core/envelope';
import {
  ChangePasswordForm,
  confirmationOf,
  InviteCode,
  LoginForm,
  RegistrationForm,
  SecondaryPassword,
  withConfirmation,
} from '../rules/account';

/** What a successful login or registration hands the app to persist (spec §3 Session). */
export const Session = z
  .object({
    token: z.string().min(16),
    uid: z.number().int().positive(),
    username: z.string(),
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof Session>;

export const login = endpoint({
  method: 'POST',
  path: 'user/login',
  auth: 'none',
  summary: 'Log in with username and password. Repeated failures are slowed, then locked for a while.',
  input: LoginForm,
  output: Session,
});

export const register = endpoint({
  method: 'POST',
  path: 'user/register',
  auth: 'none',
  summary: 'Register with the full form of spec §3 (invitation code optional) and log in.',
  input: RegistrationForm,
  output: Session,
});

export const doRegister = endpoint({
  method: 'POST',
  path: 'member/doRegister',
  auth: 'none',
  summary:
    'Register through a partner invitation link: the same form as user/register, but the invitation code is required and must exist. Logs in.',
  input: RegistrationForm.safeExtend({ inviteCode: InviteCode }),
  output: Session,
});

export const logout = endpoint({
  method: 'POST',
  path: 'user/logout',
  auth: 'required',
  summary: 'End the session: the token stops working.',
  input: NoInput,
  output: NoData,
});

export const resetPassword = endpoint({
  method: 'POST',
  path: 'user/resetpwd',
  auth: 'required',
  summary:
    'Change the login password: the old password (checked), a new one following spec §5, its confirmation, and different ' +
    'from the old one. Every other session of the player ends; the one that asked stays logged in.',
  input: ChangePasswordForm,
  output: NoData,
});

export const setSecondaryPassword = endpoint({
  method: 'POST',
  path: 'user/secondarypwd',
  auth: 'required',
  summary: 'Set the withdrawal (secondary) password, once. Refused when one is already set.',
  input: withConfirmation(
    z.object({ secondaryPassword: SecondaryPassword, confirmSecondaryPassword: confirmationOf('secondaryPassword') }),
    'secondaryPassword',
    'confirmSecondaryPassword',
  ),
  output: NoData,
});

export const resetSecondaryPassword = endpoint({
  method: 'POST',
  path: 'user/resetsecondarypwd',
  auth: 'required',
  summary: 'Change the withdrawal password; proves identity with the old withdrawal password or the login password.',
  input: withConfirmation(
    z.object({
      /** The old withdrawal password, or the login password. */
      oldPassword: z.string().min(1, 'required'),
      secondaryPassword: SecondaryPassword,
      confirmSecondaryPassword: confirmationOf('secondaryPassword'),
    }),
    'secondaryPassword',
    'confirmSecondaryPassword',
  ),
  output: NoData,
});
