/**
 * Vite plugin: index.html starts downloading the opened route's page chunk and the player's language
 * chunk while the framework is still downloading, instead of after it has run (issue 8).
 *
 * At build time it reads the route tables (web/src/app/route-table.ts, web/src/features/<f>/routes.ts:
 * one `{ path: '…', load: () => import('…'), auth: … }` entry per line) and maps each route to its
 * chunk plus the chunks that chunk imports, minus what index.html already loads; each language to its
 * strings chunk. A small script in <head> (a file of the build, `route-preload.js`: the CSP allows no inline
 * script) picks the route from location.hash and the language
 * as session.ts does (stored `lang`, else the browser's), and adds a modulepreload per file. A route
 * that needs a login preloads the login page instead when no token is stored (the guard sends the
 * visitor there).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { routes } from '../../web/src/app/routes';

export interface RouteModule {
  path: string;
  /** Absolute path of the page module, without extension. */
  module: string;
  auth: boolean;
}

const SCRIPT_FILE = 'route-preload.js';

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

export function routePreload(options: { routeFiles: string[]; webSrc: string; homeAlias: string; loginPath: string; langChunks: Record<string, string> }): Plugin {
  let base = '/';
  let outDir = 'dist';
  let script = '';
  return {
    name: 'route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : resolve(config.root, config.build.outDir);
    },
    // Written beside index.html once the build is on disk; not hashed, so index.html (no-cache) always names it.
    writeBundle() {
      if (script) writeFileSync(join(outDir, SCRIPT_FILE), script);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return;
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        const upFront = entry ? closure(bundle, entry.fileName) : new Set<string>();
        const chunkOf = (module: string) => chunks.find((c) => c.facadeModuleId && withoutExtension(c.facadeModuleId) === withoutExtension(module));
        const filesOf = (module: string) => {
          const chunk = chunkOf(module);
          if (!chunk) return [];
          return [...closure(bundle, chunk.fileName)].filter((f) => !upFront.has(f)).map((f) => base + f);
        };

        // Files are listed once and referred to by index: most routes share most of their chunks.
        const files: string[] = [];
        const indices = (list: string[]) => list.map((f) => (files.includes(f) ? files.indexOf(f) : files.push(f) - 1));
        const routes: Record<string, { f: number[]; a: boolean }> = {};
        for (const file of options.routeFiles) {
          for (const route of routesIn(file, options.webSrc)) routes[route.path] = { f: indices(filesOf(route.module)), a: route.auth };
        }
        const home = routes[options.homeAlias];
        if (home) routes['/'] = home;
        const langs = Object.fromEntries(Object.entries(options.langChunks).map(([lang, module]) => [lang, indices(filesOf(module))]));
        const table = JSON.stringify({ files, routes, langs, login: options.loginPath });
        // Plain ES5 and defensive: it runs before anything else, and storage may be unavailable.
        script = `(function(){try{var t=${table};var s=window.localStorage;var l=s.getItem('lang')||((navigator.language||'').toLowerCase().indexOf('zh')===0?'zh_hans':'en');var p=location.hash.replace(/^#/,'').split('?')[0]||'/';var r=t.routes[p];if(r&&r.a&&!s.getItem('token'))r=t.routes[t.login];var f=(r?r.f:[]).concat(t.langs[l]||[]);for(var i=0;i<f.length;i++){var e=document.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href=t.files[f[i]];document.head.appendChild(e);}}catch(x){}})();`;
        return [{ tag: 'script', attrs: { src: base + SCRIPT_FILE }, injectTo: 'head' }];
      },
    },
  };
}
