import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { frontpageKeys } from './keys';

/** Names come in the request's language, so the language is part of the key. */
export const sideMenuQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: frontpageKeys.sideMenu(viewer.lang),
    // Spec §7: an answer without code 1 is ignored: no toast, the fallback tabs stay.
    queryFn: ({ signal }) => request(wire.frontpage.getSideMenu, {}, { toast: false, signal }),
    staleTime: staleTimes.long,
    retry: false,
  });
