import type { resetByCode } from '@contracts/account/recovery';
import type { InputOf } from '@contracts/core/endpoint';
import { useMutation } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';

/** user/resetByCode (forgot password, step 2): the server ends every session of the player, so the player logs in afresh. */
export const useResetByCode = () =>
  useMutation({ mutationFn: (input: InputOf<typeof resetByCode>) => request(wire.account.resetByCode, input, { toast: false }) });
