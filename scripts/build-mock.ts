/**
 * Part of `npm run build`: bundles the mock server into one file, dist/mock/server.mjs, which `npm start`
 * runs with plain node. Under tsx, start-up spent seconds transpiling ~300 TypeScript files and opening
 * a few thousand package files; one pre-built ES module with its packages inside starts in a fraction of
 * that (docs/performance.md, "Start-up"). Development (`npm run dev`) and the tests still run the sources.
 */
import { build } from 'esbuild';

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
  legalComments: 'none',
  logLevel: 'warning',
});
console.log(`dist/mock/server.mjs and image-decode-child.mjs bundled in ${Math.round(performance.now() - started)} ms`);
