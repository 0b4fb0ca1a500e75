import type { InputOf } from '@contracts/core/endpoint';
import type { login } from '@contracts/account/session';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';
import { useSessionMutation } from './use-session-mutation';

export const useLogin = () => useSessionMutation((input: InputOf<typeof login>) => request(wire.account.login, input, { toast: false }));
