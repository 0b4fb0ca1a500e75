import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { frontpageKeys } from './keys';

/** The home screen's categories with their first games (frontpage/getGameList). */
export const homeCategoriesQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: frontpageKeys.homeCategories(viewer),
    queryFn: ({ signal }) => request(wire.frontpage.getGameList, {}, { signal }),
  });
