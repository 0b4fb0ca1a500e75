import type { Lang } from '@contracts/core/lang';
import { getSideMenu } from '@contracts/frontpage/side-menu';
import { queryOptions } from '@tanstack/react-query';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';

export const shellKeys = {
  all: ['shell'] as const,
  sideMenu: (lang: Lang) => [...shellKeys.all, 'sideMenu', lang] as const,
};

/** Names come in the request's language, so the language is part of the key. */
export const sideMenuQuery = (lang: Lang) =>
  queryOptions({
    queryKey: shellKeys.sideMenu(lang),
    // Spec §7: an answer without code 1 is ignored: no toast, the fallback tabs stay.
    queryFn: ({ signal }) => request(getSideMenu, {}, { toast: false, signal }),
    staleTime: staleTimes.long,
    retry: false,
  });
