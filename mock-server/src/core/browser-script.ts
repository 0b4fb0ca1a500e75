import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'esbuild';

/** How every browser script is bundled: one self-contained classic script, for the browsers the app supports. */
export const BROWSER_SCRIPT_BUILD = {
  bundle: true,
  format: 'iife',
  target: 'es2020',
  platform: 'browser',
  legalComments: 'none',
  minify: true,
} satisfies BuildOptions;

/** Where `npm run build` writes a script: `browser/<name>.js` beside the bundled server. */
export const builtScriptName = (sourceFile: string) => join('browser', basename(sourceFile).replace(/\.browser\.ts$/, '.js'));

/**
 * A script the mock serves to a page of its own (the demo game page, the API reference). Each is a TypeScript
 * module, `*.browser.ts`, type-checked and linted with the rest; the page's CSP allows no inline script. The bundled
 * server reads the copy `npm run build` wrote beside it (scripts/build-mock.ts); running from the sources (tests,
 * `npm run dev`) there is none, so it is bundled here on first use with the same options.
 */
export async function browserScript(source: URL): Promise<string> {
  const path = fileURLToPath(source);
  const built = join(dirname(path), builtScriptName(path));
  if (existsSync(built)) return readFileSync(built, 'utf8');
  const { build } = await import('esbuild');
  const result = await build({ ...BROWSER_SCRIPT_BUILD, entryPoints: [path], write: false, logLevel: 'silent' });
  return result.outputFiles[0]!.text;
}
