/**
 * Part of `npm run build`: bundles the mock server into one file, dist/mock/server.mjs, which `npm start`
 * runs with plain node. Under tsx, start-up spent seconds transpiling ~300 TypeScript files and opening
 * a few thousand package files; one pre-built ES module with its packages inside starts in a fraction of
 * that (docs/performance.md, "Start-up"). Development (`npm run dev`) and the tests still run the sources.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { BROWSER_SCRIPT_BUILD, builtScriptName } from '../mock-server/src/core/browser-script';

const started = performance.now();
await build({
  // The image decoder's child process runs its own file beside the server (core/image-decoder.ts forks it).
  entryPoints: { server: 'mock-server/src/server.ts', 'image-decode-child': 'mock-server/src/core/image-decode-child.ts' },
  outdir: 'dist/mock',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Packages written as CommonJS call require(); an ES module has none unless it is made.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  // Only the sources' path of core/browser-script.ts loads esbuild; the bundle reads the scripts built below.
  external: ['esbuild'],
  legalComments: 'none',
  logLevel: 'warning',
});

// The scripts of the mock's own pages (`*.browser.ts`), each to dist/mock/browser/<name>.js where the server reads it.
const browserScripts = readdirSync('mock-server/src', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.browser.ts'));
const names = browserScripts.map((file) => builtScriptName(file));
if (new Set(names).size !== names.length) throw new Error(`Two browser scripts share a name: ${names.join(', ')}`);
await Promise.all(
  browserScripts.map((file) =>
    build({
      ...BROWSER_SCRIPT_BUILD,
      entryPoints: [join('mock-server/src', file)],
      outfile: join('dist/mock', builtScriptName(file)),
      logLevel: 'warning',
    }),
  ),
);
console.log(
  `dist/mock/server.mjs, image-decode-child.mjs and ${browserScripts.length} page scripts bundled in ${Math.round(performance.now() - started)} ms`,
);
