import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { HtmlTagDescriptor, Plugin } from 'vite';

const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) twin of every text file of the build, where it is smaller:
 * the server sends them as they are (no compression work per request) to clients that accept them.
 */
export function precompress(): Plugin {
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
export function preloadStartPage(): Plugin {
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
