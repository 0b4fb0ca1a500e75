/**
 * `npm run build:demo`: the static demo in dist/demo/, served by any static server under any folder.
 *   dist/demo/index.html      → h5/
 *   dist/demo/h5/             the web app (vite build --mode demo: relative base, the demo drawer)
 *   dist/demo/mock-worker.js  the mock's own areas, contracts, clock and ledger as a service worker
 * The worker is the same source files as the server, bundled for the browser: what only Node has sits behind the
 * modules in mock-server/src/browser/ports/, put in place here (docs/decisions.md, "A demo with no server").
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { build as viteBuild } from 'vite';
import { BROWSER_SCRIPT_BUILD } from '../mock-server/src/core/browser-script';

const OUT = 'dist/demo';
const SOURCES = 'mock-server/src';
const PORTS = resolve(SOURCES, 'browser/ports');
const started = performance.now();

await viteBuild({ configFile: 'vite.config.ts', mode: 'demo', logLevel: 'warn' });

const sourceFiles = readdirSync(SOURCES, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
const sourceText = sourceFiles.map((file) => readFileSync(join(SOURCES, file), 'utf8')).join('\n');

/** The repository files the mock reads at start (`readRepoFile('…')`), embedded. */
const repoFiles = Object.fromEntries(
  [...sourceText.matchAll(/readRepoFile\('([^']+)'\)/g)].map(([, path]) => [path!, readFileSync(path!, 'utf8').trim()]),
);

/** The mock's page scripts (`*.browser.ts`), bundled as the server bundles them, by file name. */
const browserScripts = Object.fromEntries(
  await Promise.all(
    sourceFiles
      .filter((file) => file.endsWith('.browser.ts'))
      .map(async (file) => {
        const result = await build({ ...BROWSER_SCRIPT_BUILD, entryPoints: [join(SOURCES, file)], write: false, logLevel: 'warning' });
        return [basename(file), result.outputFiles[0]!.text] as const;
      }),
  ),
);

/** The core modules that need Node, each replaced by its browser port; any other Node import fails the build. */
const REPLACED = new Map([
  ['core/image-decoder', 'image-decoder.ts'],
  ['core/repo-file', 'repo-file.ts'],
  ['core/browser-script', 'browser-script.ts'],
]);
const NODE_PORTS = new Map([
  ['node:crypto', 'crypto.ts'],
  ['node:os', 'os.ts'],
]);

const ports: Plugin = {
  name: 'demo-ports',
  setup(builder) {
    builder.onResolve({ filter: /^demo:(repo-files|browser-scripts)$/ }, ({ path }) => ({ path, namespace: 'demo' }));
    builder.onLoad({ filter: /.*/, namespace: 'demo' }, ({ path }) => ({
      contents: `export default ${JSON.stringify(path === 'demo:repo-files' ? repoFiles : browserScripts)};`,
      loader: 'js',
    }));
    builder.onResolve({ filter: /^node:/ }, ({ path, importer }) => {
      const port = NODE_PORTS.get(path);
      if (port) return { path: join(PORTS, port) };
      return { errors: [{ text: `${path} (imported by ${importer}) has no browser port` }] };
    });
    builder.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, ({ importer }) =>
      /[\\/]zod[\\/]v4[\\/](classic|core)[\\/]/.test(importer) ? { path: join(PORTS, 'zod-locales.ts') } : undefined,
    );
    builder.onResolve({ filter: /\/(image-decoder|repo-file|browser-script)$/ }, ({ path, resolveDir }) => {
      const target = resolve(resolveDir, path);
      for (const [module, port] of REPLACED) if (target.endsWith(`${SOURCES}/${module}`)) return { path: join(PORTS, port) };
      return undefined;
    });
  },
};

const result = await build({
  entryPoints: [join(SOURCES, 'browser/mock-worker.ts')],
  outfile: join(OUT, 'mock-worker.js'),
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  // The page scripts are found by name from `new URL('./x.browser.ts', import.meta.url)`.
  define: { 'import.meta.url': JSON.stringify(`file:///${SOURCES}/`) },
  inject: [join(PORTS, 'buffer.ts')],
  plugins: [ports],
  metafile: true,
  logLevel: 'warning',
});

writeFileSync(
  join(OUT, 'index.html'),
  '<!doctype html><html lang="zh-Hans"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0; url=h5/">' +
    '<title>Star Harbour demo</title></head><body><a href="h5/">Star Harbour demo</a></body></html>\n',
);

if (process.env.DEMO_META) writeFileSync(process.env.DEMO_META, JSON.stringify(result.metafile));
const workerBytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`${OUT}/ built in ${Math.round(performance.now() - started)} ms (mock-worker.js ${(workerBytes / 1024).toFixed(0)} kB)`);
