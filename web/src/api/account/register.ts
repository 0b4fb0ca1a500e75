import type { InputOf } from '@contracts/core/endpoint';
import type { register } from '@contracts/account/session';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';
import { useSessionMutation } from './use-session-mutation';

export const useRegister = () =>
  useSessionMutation((input: InputOf<typeof register>) => request(wire.account.register, input, { toast: false }));
