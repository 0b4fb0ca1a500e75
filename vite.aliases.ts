import { fileURLToPath } from 'node:url';

const at = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The same aliases as tsconfig.json's paths, for Vite and Vitest. */
export const aliases = {
  '@contracts': at('./contracts/src'),
  '@web': at('./web/src'),
  '@mock': at('./mock-server/src'),
};

/**
 * What the app resolves beyond tsconfig's paths, for Vite and Vitest alike: antd-mobile's imperative Toast and Dialog
 * render through rc-util's ReactDOM.render, gone in React 19, so a createRoot version instead
 * (web/src/lib/react-19-render.ts says why).
 */
export const appAliases = {
  ...aliases,
  'rc-util/lib/React/render': at('./web/src/lib/react-19-render.ts'),
};
