import type { Lang } from '@contracts/core/lang';
import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { helpKeys } from './keys';

/** One help article with its rich text (help/getDetails), open to visitors. */
export const helpArticleQuery = (lang: Lang, id: number) =>
  queryOptions({
    queryKey: helpKeys.article(lang, id),
    queryFn: ({ signal }) => request(wire.help.getDetails, { id }, { signal }),
    staleTime: staleTimes.long,
  });
