import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { accountKeys } from './keys';

/** The security page (user/security): bound contacts, masked, and the devices with an open session. */
export const securityQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: accountKeys.security(viewer),
    queryFn: ({ signal }) => request(wire.account.security, {}, { signal }),
    staleTime: staleTimes.short,
  });
