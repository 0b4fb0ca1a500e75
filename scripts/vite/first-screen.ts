/**
 * Vite plugin: the first screen is in index.html. Once the build is on disk, the pages a visitor opens first (the
 * home, the login, the slots tab) and the frames every other page starts from are rendered with React's server renderer, in each language, from
 * web/src/first-screen/render.tsx (the app's own components, loaded through Vite's SSR loader), with the answers
 * they show. They go into index.html as inert templates; public/first-screen.js, a classic script right after them,
 * puts the one that fits the stored language, session and route into #root before the first paint, and main.tsx
 * hydrates it or renders over it (docs/decisions.md, "The first screen in the HTML").
 *
 * Where the answers come from: API_TARGET when set (a real platform, as the dev server's proxy), else the mock's
 * seeded world started in this process. They are old by the time a player opens the page: the browser shows them
 * at once and asks again, as for any stale answer.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { OutputBundle } from 'rolldown';
import { createServer, type Plugin } from 'vite';
import type { FirstScreenMarkup } from '../../web/src/first-screen/render.tsx';

const LANGS = ['zh_hans', 'en'] as const;

/** `<script type="application/json">` content that cannot end the element or open a comment. */
const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The templates, the answers and the script that picks one, for the place of `<div id="root"></div>`. */
export function firstScreenHtml(
  rendered: Record<(typeof LANGS)[number], FirstScreenMarkup>,
  base: string,
  /** The static demo (mode "demo"): drawn only on a page its service worker controls (public/first-screen.js). */
  needsWorker = false,
): string {
  const parts: string[] = ['<div id="root"></div>'];
  for (const lang of LANGS) {
    const { pages, tabFrame, pageFrame, state } = rendered[lang];
    parts.push(
      ...Object.entries(pages).map(([page, html]) => `<template id="first-screen-${page}-${lang}">${html}</template>`),
      `<template id="first-screen-tabs-${lang}">${tabFrame}</template>`,
      `<template id="first-screen-page-${lang}">${pageFrame}</template>`,
      `<script type="application/json" id="first-screen-state-${lang}">${jsonInHtml(state)}</script>`,
    );
  }
  parts.push(`<script src="${base}first-screen.js"${needsWorker ? ' data-needs-worker' : ''}></script>`);
  return parts.join('\n    ');
}

/**
 * The stylesheets of the rendered pages' chunks and of every chunk they import: the markup in index.html is drawn
 * with them before any script runs (Vite's loader would add them only with the chunk, after the framework). The
 * loader then finds each one linked already and does not load it again.
 */
export function pageStylesheets(bundle: OutputBundle, pageModules: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const css = new Set<string>();
  const visit = (fileName: string, seen: Set<string>) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return;
    seen.add(fileName);
    if (!chunk.isEntry) for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    for (const imported of chunk.imports) visit(imported, seen);
  };
  for (const module of pageModules) {
    const page = chunks.find((chunk) => chunk.facadeModuleId?.replace(/\.[cm]?[jt]sx?$/, '') === module.replace(/\.[cm]?[jt]sx?$/, ''));
    if (!page) throw new Error(`first screen: no chunk for ${module}`);
    visit(page.fileName, new Set());
  }
  return [...css];
}

/** An origin that answers /api/: API_TARGET, or the mock's seeded world on a free port of this machine. */
async function apiOrigin(): Promise<{ origin: string; close: () => Promise<void> }> {
  if (process.env.API_TARGET) return { origin: process.env.API_TARGET.replace(/\/+$/, ''), close: async () => undefined };
  // The mock is TypeScript written for bundlers (imports without extensions): tsx loads it, as for the contract.
  const { tsImport } = await import('tsx/esm/api');
  const mock = (await tsImport('../../mock-server/src/app.ts', import.meta.url)) as typeof import('../../mock-server/src/app.ts');
  const app = await mock.buildApp({ seed: mock.DEFAULT_SEED, now: mock.DEFAULT_NOW, clockMode: 'frozen', logger: { level: 'warn' } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('first screen: the mock has no port');
  return { origin: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}

/** Renders both languages with `fetch` sending the app's relative /api/ URLs to `origin`. */
async function renderAll(root: string, configFile: string, origin: string, build: { mode: string; base: string }) {
  const vite = await createServer({
    configFile,
    root,
    // The demo's mode and every build's base (a dev server takes a relative base as '/'): the markup must match the client's.
    mode: build.mode === 'demo' ? 'demo' : undefined,
    define: { 'import.meta.env.BASE_URL': JSON.stringify(build.base) },
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    // antd-mobile's CommonJS build requires its CSS files, which Node cannot load: Vite transforms its ES build.
    ssr: { noExternal: ['antd-mobile'] },
  });
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => realFetch(typeof input === 'string' && input.startsWith('/') ? origin + input : input, init);
  try {
    const { renderFirstScreen } = (await vite.ssrLoadModule(
      '/src/first-screen/render.tsx',
    )) as typeof import('../../web/src/first-screen/render.tsx');
    const rendered = {} as Record<(typeof LANGS)[number], FirstScreenMarkup>;
    for (const lang of LANGS) rendered[lang] = await renderFirstScreen(lang);
    return rendered;
  } finally {
    globalThis.fetch = realFetch;
    await vite.close();
  }
}

export function firstScreen(options: { configFile: string; pageModules: readonly string[] }): Plugin {
  let root = '';
  let outDir = '';
  let base = '/';
  let demo = false;
  let mode = 'production';
  let log: (message: string) => void = () => undefined;
  return {
    name: 'first-screen',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      mode = config.mode;
      demo = mode === 'demo';
      outDir = resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return;
        const linked = (file: string) => html.includes(`href="${base}${file}"`);
        return pageStylesheets(ctx.bundle, options.pageModules)
          .filter((file) => !linked(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: base + file },
            injectTo: 'head' as const,
          }));
      },
    },
    async closeBundle() {
      const started = performance.now();
      const api = await apiOrigin();
      let rendered;
      try {
        rendered = await renderAll(root, options.configFile, api.origin, { mode, base });
      } finally {
        await api.close();
      }
      const file = join(outDir, 'index.html');
      const html = readFileSync(file, 'utf8');
      if (!html.includes('<div id="root"></div>')) throw new Error('first screen: index.html has no empty #root');
      writeFileSync(file, html.replace('<div id="root"></div>', firstScreenHtml(rendered, base, demo)));
      log(`first screen rendered into index.html in ${Math.round(performance.now() - started)} ms`);
    },
  };
}
