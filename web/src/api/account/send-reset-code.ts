import type { sendResetCode } from '@contracts/account/recovery';
import type { InputOf } from '@contracts/core/endpoint';
import { useMutation } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';

/** user/sendResetCode (forgot password, step 1): a visitor's call, so nothing cached changes. */
export const useSendResetCode = () =>
  useMutation({ mutationFn: (input: InputOf<typeof sendResetCode>) => request(wire.account.sendResetCode, input, { toast: false }) });
