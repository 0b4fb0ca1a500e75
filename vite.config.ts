import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
// Own files are imported with their extension: Vite's native config loader (its coming default) needs them.
import { listenAddressFrom } from './mock-server/src/listen-address.ts';
import { apiWirePlugin } from './scripts/vite/api-wire-plugin.ts';
import { DEV_HOST, devPort } from './scripts/vite/dev-port.ts';
import { firstScreen } from './scripts/vite/first-screen.ts';
import { routePreload } from './scripts/vite/route-preload.ts';
import { appAliases } from './vite.aliases.ts';

// What the dev server proxies to: API_TARGET (a real backend), or the local mock where PORT and HOST put it.
const target = process.env.API_TARGET ?? listenAddressFrom(process.env).localOrigin;

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const FRAMEWORK = ['react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom'];
const MOTION = ['@react-spring', '@use-gesture'];
const UI_CORE =
  /[\\/]node_modules[\\/](antd-mobile[\\/]es[\\/](utils|global|locales|components[\\/]config-provider)|use-sync-external-store|rc-util|ahooks|classnames|@babel[\\/]runtime|tslib)[\\/]/;
const REQUEST = /[\\/]web[\\/]src[\\/]api[\\/]request\.ts$/;
const UI_BUTTON = /[\\/]antd-mobile[\\/]es[\\/]components[\\/](button|dot-loading)[\\/]/;
/** antd-mobile helpers that import the animation library (use-drag-and-pinch: ImageViewer, inside ImageUploader): left to the automatic split. */
const MOTION_USERS = /antd-mobile[\\/]es[\\/]utils[\\/](reduce-and-restore-motion|use-tab-list-scroll|use-drag-and-pinch)/;
/**
 * Helpers only the image uploader needs (its measured grid: ahooks' useSize with a ResizeObserver polyfill; its
 * viewer's matrix): in ui-core they cost every first screen 2.6 kB gzip; left to the automatic split, they come
 * with the feedback page.
 */
const UPLOADER_ONLY =
  /(ahooks[\\/]es[\\/](useSize|useRafState|utils[\\/]use(Isomorphic)?LayoutEffectWithTarget)|antd-mobile[\\/]es[\\/]utils[\\/](convert-px|matrix))[\\/.]/;

/**
 * React Router publishes one set of exports, its development build, for every mode (remix-run/react-router#12532,
 * #14102): its dev warnings would ship and run in production. A build takes the production files beside them.
 */
const ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: at('./node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: at('./node_modules/react-router/dist/production/dom-export.mjs') },
];

const inPackage = (id: string, names: string[]) =>
  names.some((name) => id.includes(`/node_modules/${name}/`) || id.includes(`\\node_modules\\${name}\\`));

// `--mode demo` (npm run build:demo): the static demo's app, at `<any folder>/h5/`, so every path is relative.
export default defineConfig(({ command, mode }) => ({
  root: 'web',
  base: mode === 'demo' ? './' : '/h5/',
  plugins: [
    react(),
    apiWirePlugin(),
    // index.html preloads the opened route's chunk and the language's strings (scripts/vite/route-preload.ts).
    routePreload({
      webSrc: at('./web/src'),
      homeAlias: '/pages/tabbarPages/home/index',
      loginPath: '/pages/userPages/login',
      langChunks: { en: at('./web/src/locales/strings-en.ts'), zh_hans: at('./web/src/locales/strings-zh_hans.ts') },
    }),
    // index.html carries the first screen, rendered by React from the app's own components (scripts/vite/first-screen.ts).
    firstScreen({
      configFile: at('./vite.config.ts'),
      // The page modules of web/src/first-screen/render.tsx's FIRST_PAGES, whose stylesheets index.html links.
      pageModules: [
        at('./web/src/features/games/pages/home-page.tsx'),
        at('./web/src/features/auth/pages/login-page.tsx'),
        at('./web/src/features/games/pages/electronic-page.tsx'),
      ],
    }),
  ],
  resolve: {
    alias: [
      ...Object.entries(appAliases).map(([find, replacement]) => ({ find, replacement })),
      ...(command === 'build' ? ROUTER_PRODUCTION : []),
    ],
  },
  envDir: '..',
  server: {
    host: DEV_HOST,
    port: devPort(process.env),
    strictPort: true,
    proxy: Object.fromEntries(['/api', '/__mock', '/assets', '/play'].map((prefix) => [prefix, { target, changeOrigin: true }])),
  },
  build: {
    outDir: mode === 'demo' ? '../dist/demo/h5' : '../dist/web',
    emptyOutDir: true,
    target: 'es2020',
    // One chunk per lazy page comes from the dynamic imports of the route table. The framework gets a
    // chunk of its own: left to the automatic split, pieces of React land in whichever lazy chunk
    // first shares them (e.g. the toast's), and the first screen then downloads that chunk too.
    chunkSizeWarningLimit: 600,
    // Vite gives every dynamic import the list of JS and CSS files to fetch with it, and keeps all those lists
    // in the entry chunk: 3 kB gzip at 60 lazy pages, on every first screen's budget, growing with each page.
    // Only CSS is kept (a lazy chunk's styles load through that list and nothing else). A page's JS files come
    // from its route list instead (scripts/vite/route-preload.ts: index.html for the first screen, the router's
    // loader on each navigation); a lazy piece inside a page (a dialog, a picker) fetches its own imports
    // after it arrives, one round trip later.
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')) },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', priority: 30, test: (id) => inPackage(id, FRAMEWORK) },
            // antd-mobile's animation library: Toast, Dialog, Popup … need it; the first screen does not.
            { name: 'motion', priority: 20, test: (id) => inPackage(id, MOTION) },
            // antd-mobile's shared helpers (config, locales, utilities) that every component uses.
            { name: 'ui-core', priority: 10, test: (id) => UI_CORE.test(id) && !MOTION_USERS.test(id) && !UPLOADER_ONLY.test(id) },
            // The button and the dot spinner of the shell (lazy page states, offline page). Left to the
            // automatic split, they land in the chunk of the lazily loaded Dialog (which uses them too),
            // and every first screen then downloads the dialog and the animation library with them.
            { name: 'ui-button', priority: 5, test: (id) => UI_BUTTON.test(id) },
            // TanStack Query and the one request function every screen's data goes through: one chunk. Left to the
            // automatic split they spread over four or five small files, each its own gzip stream and import glue,
            // and the lazy pieces that came after the first screen moved the lines between them.
            {
              name: 'data',
              priority: 4,
              test: (id) => inPackage(id, ['@tanstack/query-core', '@tanstack/react-query']) || REQUEST.test(id),
            },
          ],
        },
      },
    },
  },
}));
