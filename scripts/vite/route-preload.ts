/**
 * Vite plugin: index.html starts downloading the opened route's page chunk and the player's language
 * chunk while the framework is still downloading, instead of after it has run.
 *
 * At build time it reads the route tables (web/src/app/route-table.ts and every web/src/features/<f>/routes.ts:
 * one `{ path: routes.<name>.path, load: () => import('…'), auth: … }` entry) and maps each route to its
 * chunk plus the chunks that chunk imports, minus what index.html already loads; each language to its
 * strings chunk.
 *
 * Two kinds of classic script (the CSP allows no inline script), plain ES5 and defensive since they run
 * before anything else:
 * - `route-preload.js` (beside index.html, revalidated): the route → number map, the language files, and the
 *   preload function. It picks the route from location.hash and the language as session.ts does (stored
 *   `lang`, else the browser's). A route that needs a login uses the login page's list when no token is
 *   stored (the guard sends the visitor there).
 * - `assets/route-<n>-<build>.js`, one per route (immutable: the build's hash is in the name): the route's
 *   file list, handed to that function. Every first screen downloads the map and ONE list; with every
 *   route's list in the first script, it grew with each page added (3 kB gzip at 60 routes, all on the
 *   home screen's budget).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { routes } from '../../web/src/app/routes.ts';

export interface RouteModule {
  path: string;
  /** Absolute path of the page module, without extension. */
  module: string;
  auth: boolean;
}

const SCRIPT_FILE = 'route-preload.js';
/** The global the per-route scripts call (route-preload.js defines it). */
const PRELOAD_FN = '__shPreload';
/** The global the app calls on navigation: `__shRoute(path)` (web/src/lib/route-files.ts). */
export const ROUTE_FN = '__shRoute';

/** The app's route tables: the shell's, then every feature's `routes.ts` (a new feature is found, not listed). */
export function routeTableFiles(webSrc: string): string[] {
  const features = join(webSrc, 'features');
  const featureTables = readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(features, entry.name, 'routes.ts'))
    .filter((file) => {
      try {
        return readFileSync(file, 'utf8').length > 0;
      } catch {
        return false;
      }
    });
  return [join(webSrc, 'app', 'route-table.ts'), ...featureTables.sort()];
}

/**
 * One route entry: `{ path: routes.<name>.path, load: () => import('…'), auth: … }`, on one line or several.
 * The path comes from the route registry (web/src/app/routes.ts), as the app's router reads it.
 */
const ROUTE_ENTRY = /path:\s*routes\.(\w+)\.path,\s*load:\s*\(\)\s*=>\s*import\('([^']+)'\)(?:,\s*auth:\s*(true|false))?/g;

/** The routes declared in `file` that load a page module (relative imports and `@web/` resolved). */
export function routesIn(file: string, webSrc: string): RouteModule[] {
  const registry: Record<string, { path: string }> = routes;
  const found: RouteModule[] = [];
  for (const [, name = '', specifier = '', auth] of readFileSync(file, 'utf8').matchAll(ROUTE_ENTRY)) {
    const path = registry[name]?.path;
    if (!path) throw new Error(`${file}: routes.${name} is not in web/src/app/routes.ts`);
    const module = specifier.startsWith('@web/') ? resolve(webSrc, specifier.slice(5)) : resolve(dirname(file), specifier);
    found.push({ path, module, auth: auth === 'true' });
  }
  return found;
}

const withoutExtension = (id: string) => id.replace(/\.[cm]?[jt]sx?$/, '');

/** A chunk's file and every chunk it imports statically, depth first. */
function closure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) closure(bundle, imported, seen);
  return seen;
}

export function routePreload(options: {
  webSrc: string;
  homeAlias: string;
  loginPath: string;
  langChunks: Record<string, string>;
}): Plugin {
  let base = '/';
  let outDir = 'dist';
  /** File (relative to the build's root) → content, written once the build is on disk. */
  let scripts = new Map<string, string>();
  return {
    name: 'route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : resolve(config.root, config.build.outDir);
    },
    // Written once the build is on disk: route-preload.js beside index.html, unhashed, so index.html (no-cache)
    // always names it; the per-route lists in assets/, with the build's hash in their names.
    writeBundle() {
      for (const [file, content] of scripts) {
        mkdirSync(dirname(join(outDir, file)), { recursive: true });
        writeFileSync(join(outDir, file), content);
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return;
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        const upFront = entry ? closure(bundle, entry.fileName) : new Set<string>();
        const chunkOf = (module: string) =>
          chunks.find((c) => c.facadeModuleId && withoutExtension(c.facadeModuleId) === withoutExtension(module));
        const filesOf = (module: string) => {
          const chunk = chunkOf(module);
          if (!chunk) return [];
          return [...closure(bundle, chunk.fileName)].filter((f) => !upFront.has(f)).map((f) => base + f);
        };

        const lists = new Map<string, { files: string[]; auth: boolean }>();
        for (const file of routeTableFiles(options.webSrc)) {
          for (const route of routesIn(file, options.webSrc)) lists.set(route.path, { files: filesOf(route.module), auth: route.auth });
        }
        const home = lists.get(options.homeAlias);
        if (home) lists.set('/', home);
        const entries = [...lists];
        const loginIndex = entries.findIndex(([path]) => path === options.loginPath);
        if (loginIndex < 0) throw new Error(`route-preload: no route table declares ${options.loginPath}`);
        const call = (files: string[]) => `${PRELOAD_FN}(${JSON.stringify(files)});`;
        const build = createHash('sha256')
          .update(entries.map(([path, list]) => path + call(list.files)).join('\n'))
          .digest('hex')
          .slice(0, 10);
        scripts = new Map(entries.map(([, list], index) => [`assets/route-${index}-${build}.js`, call(list.files)]));
        // A route's number: its index times two, plus one when it needs a login.
        const routeNumbers = Object.fromEntries(entries.map(([path, list], index) => [path, index * 2 + (list.auth ? 1 : 0)]));
        const langs = Object.fromEntries(Object.entries(options.langChunks).map(([lang, module]) => [lang, filesOf(module)]));
        const table = JSON.stringify({ r: routeNumbers, l: langs, login: loginIndex, base: `${base}assets/route-`, build });
        // `window.__shRoute(path)` fetches a route's list once; the app calls it on every navigation (web/src/lib/
        // route-files.ts), since the lazy pages' own imports no longer carry their JS files (vite.config.ts).
        scripts.set(
          SCRIPT_FILE,
          `(function(){try{var t=${table};var d=document;var has=function(p){return Object.prototype.hasOwnProperty.call(t.r,p);};` +
            `var add=function(f){for(var i=0;i<f.length;i++){var e=d.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href=f[i];d.head.appendChild(e);}};window.${PRELOAD_FN}=add;` +
            `var seen={};var list=function(i){if(seen[i])return;seen[i]=1;var e=d.createElement('script');e.src=t.base+i+'-'+t.build+'.js';d.head.appendChild(e);};` +
            `window.${ROUTE_FN}=function(p){if(has(p))list(t.r[p]>>1);};` +
            `var s=window.localStorage;var l=s.getItem('lang')||((navigator.language||'').toLowerCase().indexOf('zh')===0?'zh_hans':'en');add(t.l[l]||[]);` +
            `var p=location.hash.replace(/^#/,'').split('?')[0]||'/';if(!has(p))return;var n=t.r[p];list(n&1&&!s.getItem('token')?t.login:n>>1);}catch(x){}})();`,
        );
        return [{ tag: 'script', attrs: { src: base + SCRIPT_FILE }, injectTo: 'head' }];
      },
    },
  };
}
