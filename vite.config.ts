import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import { aliases } from './vite.aliases';
import { apiWirePlugin } from './web/src/api/wire/vite-plugin';

// The mock server (or a real backend behind it) that the dev server proxies to.
// API_TARGET points the dev server at a real backend; by default the local mock.
const target = process.env.API_TARGET ?? `http://127.0.0.1:${process.env.MOCK_PORT ?? 8080}`;

const FRAMEWORK = ['react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom'];
const MOTION = ['@react-spring', '@use-gesture'];
const UI_CORE =
  /[\\/]node_modules[\\/](antd-mobile[\\/]es[\\/](utils|global|locales|components[\\/]config-provider)|use-sync-external-store|rc-util|ahooks|classnames|@babel[\\/]runtime|tslib)[\\/]/;
/** antd-mobile helpers that import the animation library: left to the automatic split. */
const MOTION_USERS = /antd-mobile[\\/]es[\\/]utils[\\/](reduce-and-restore-motion|use-tab-list-scroll)/;

const inPackage = (id: string, names: string[]) =>
  names.some((name) => id.includes(`/node_modules/${name}/`) || id.includes(`\\node_modules\\${name}\\`));

const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) twin of every text file of the build, where it is smaller:
 * the server sends them as they are (no compression work per request) to clients that accept them.
 */
function precompress(): Plugin {
  return {
    name: 'star-harbour:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const texts = Object.keys(bundle).filter((file) => TEXT_FILE.test(file));
      await Promise.all(
        texts.map(async (file) => {
          const path = join(dir, file);
          const raw = await readFile(path);
          const br = brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
          const gz = gzipSync(raw, { level: 9 });
          if (br.length < raw.length) await writeFile(`${path}.br`, br);
          if (gz.length < raw.length) await writeFile(`${path}.gz`, gz);
        }),
      );
    },
  };
}

/** The start route (`#/`, the home page): its lazy chunk is what every cold start without a hash needs first. */
const START_PAGE = /features[\\/]lobby[\\/]pages[\\/]home-page\.tsx$/;

/**
 * Adds `<link rel="modulepreload">` for the start page's chunk and its static imports, so it downloads beside the
 * framework instead of after the router has run. No inline script (a strict CSP is coming), so it cannot depend on
 * the hash: a deep link (`#/pages/userPages/login`) downloads the home chunk too, ~13 kB gzip, at low priority.
 */
function preloadStartPage(): Plugin {
  return {
    name: 'star-harbour:preload-start-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        const start = Object.values(bundle).find((output) => output.type === 'chunk' && START_PAGE.test(output.facadeModuleId ?? ''));
        if (!start || start.type !== 'chunk') return html;
        const files = new Set<string>();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (files.has(file) || !chunk || chunk.type !== 'chunk') return;
          files.add(file);
          chunk.imports.forEach(visit);
        };
        visit(start.fileName);
        const tags: HtmlTagDescriptor[] = [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/h5/${file}` }, injectTo: 'head' }));
        return { html, tags };
      },
    },
  };
}

export default defineConfig({
  root: 'web',
  base: '/h5/',
  plugins: [react(), apiWirePlugin(), preloadStartPage(), precompress()],
  resolve: { alias: aliases },
  envDir: '..',
  server: {
    proxy: Object.fromEntries(['/api', '/__mock', '/assets', '/play'].map((prefix) => [prefix, { target, changeOrigin: true }])),
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    target: 'es2020',
    // One chunk per lazy page comes from the dynamic imports of the route table. The framework gets a
    // chunk of its own: left to the automatic split, pieces of React land in whichever lazy chunk
    // first shares them (e.g. the toast's), and the first screen then downloads that chunk too.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', priority: 30, test: (id) => inPackage(id, FRAMEWORK) },
            // antd-mobile's animation library: Toast, Dialog, Popup … need it; the first screen does not.
            { name: 'motion', priority: 20, test: (id) => inPackage(id, MOTION) },
            // antd-mobile's shared helpers (config, locales, utilities) that every component uses.
            { name: 'ui-core', priority: 10, test: (id) => UI_CORE.test(id) && !MOTION_USERS.test(id) },
          ],
        },
      },
    },
  },
});
