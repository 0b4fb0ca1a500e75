import { fileURLToPath } from 'node:url';

const at = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The same aliases as tsconfig.json's paths, for Vite and Vitest. */
export const aliases = {
  '@contracts': at('./contracts/src'),
  '@web': at('./web/src'),
  '@mock': at('./mock-server/src'),
};
