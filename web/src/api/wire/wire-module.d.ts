/** Generated at build time from contracts/src by scripts/vite/api-wire-plugin.ts. */
declare module 'virtual:api-wire' {
  import type { Api } from '@contracts';
  import type { WireTree } from '@web/api/wire/wire';

  export const wire: WireTree<Api>;
}
