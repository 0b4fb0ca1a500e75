import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { protectionKeys } from './keys';

/** protection/getStatement: the player's last 6 platform-zone months, the current one first. */
export const statementQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: protectionKeys.statement(viewer),
    queryFn: ({ signal }) => request(wire.protection.getStatement, {}, { signal }),
    staleTime: staleTimes.short,
  });
