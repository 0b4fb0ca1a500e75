import { defineArea } from '../../core/area';
import { common } from './common-routes';
import { frontpage } from './frontpage-routes';
import { UploadRecord } from './schemas';

/** System information, dictionaries, uploads and the home page's menus (`common`, `frontpage`). */
export const contentArea = defineArea({
  collections: { uploads: UploadRecord },
  routes: { common, frontpage },
});
