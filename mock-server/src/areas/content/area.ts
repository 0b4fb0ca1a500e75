import { defineArea, type Registers } from '../../core/area';
import { common } from './common-routes';
import { frontpage } from './frontpage-routes';
import { UploadRecord } from './schemas';
import { registerCertificateImages } from './certificates';
import { registerUploadFiles } from './upload-files';

const collections = { uploads: UploadRecord };
const counters = { nextUploadSeq: 1 };

/** System information, dictionaries, uploads (and their files), certificates and the home page's menus (`common`, `frontpage`). */
export const contentArea = defineArea({
  collections,
  counters,
  routes: { common, frontpage },
  http: (app) => {
    registerCertificateImages(app);
    registerUploadFiles(app);
  },
});

// Types world.db (and world.counters, world.config) without the core importing this area (core/store.ts).
declare module '../../core/store' {
  interface AreaCollections extends Registers<typeof collections> {}
}
declare module '../../core/schemas' {
  interface AreaCounters extends Registers<typeof counters> {}
}
