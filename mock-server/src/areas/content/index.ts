import { defineArea } from '../../core/area';
import { common } from './common-routes';
import { frontpage } from './frontpage-routes';
import { UploadRecord } from './schemas';
import { registerCertificateImages } from './certificates';

/** System information, dictionaries, uploads, certificates and the home page's menus (`common`, `frontpage`). */
export const contentArea = defineArea({
  collections: { uploads: UploadRecord },
  routes: { common, frontpage },
  http: registerCertificateImages,
});
