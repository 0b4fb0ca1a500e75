import type { resetPassword } from '@contracts/account/session';
import type { InputOf } from '@contracts/core/endpoint';
import { useMutation } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';

/** user/resetpwd: the session that asks stays valid (the server ends the others), so nothing cached changes. */
export const useResetPassword = () =>
  useMutation({ mutationFn: (input: InputOf<typeof resetPassword>) => request(wire.account.resetPassword, input, { toast: false }) });
