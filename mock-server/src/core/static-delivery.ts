import { basename } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Lang } from '@contracts';

/** Vite names hashed build output `assets/<name>-<hash>.<ext>`: its content never changes under that name. */
const HASHED_ASSET = /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;
const INDEX_PATHS = new Set(['/h5/', '/h5/index.html']);

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) is revalidated on every load: ETag / Last-Modified answer 304. */
export const REVALIDATE = 'no-cache';

export interface StaticDeliveryOptions {
  /**
   * The image the start page shows largest (the first home banner), per language. Sent as a `Link: rel=preload`
   * header with index.html, so its download starts with the page's instead of after the app has run and asked
   * the API for the slides. No inline script is needed, which keeps a strict CSP possible.
   */
  preloadImage?: (lang: Lang) => string;
}

function cacheControlFor(filePath: string, root: string): string {
  const name = basename(filePath).replace(PRECOMPRESSED_SUFFIX, '');
  const inAssets = filePath.slice(root.length).replace(/\\/g, '/').startsWith('/assets/');
  return inAssets && HASHED_ASSET.test(name) ? IMMUTABLE : REVALIDATE;
}

/** The web app's first-visit rule (browser language zh* → zh_hans, otherwise en), from the request's header. */
export function langOfAcceptLanguage(header: string | undefined): Lang {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('zh') ? 'zh_hans' : 'en';
}

/**
 * Serves the built web app under /h5/: the `.br` / `.gz` twin the build wrote when the client accepts it,
 * hashed assets cached for a year, the rest revalidated (weak ETag + Last-Modified from the file).
 */
export async function registerStaticDelivery(app: FastifyInstance, root: string, options: StaticDeliveryOptions = {}): Promise<void> {
  // A child scope, so the index hook below runs for the app's files only, not for every API call.
  await app.register(async (scope) => {
    const { preloadImage } = options;
    if (preloadImage) {
      scope.addHook('onSend', async (request, reply, payload) => {
        if (reply.statusCode === 200 && INDEX_PATHS.has(request.url.split('?')[0] ?? '')) {
          const lang = langOfAcceptLanguage(request.headers['accept-language']);
          reply.header('link', `<${preloadImage(lang)}>; rel=preload; as=image`);
        }
        return payload;
      });
    }
    await scope.register(fastifyStatic, {
      root,
      prefix: '/h5/',
      redirect: true,
      preCompressed: true,
      cacheControl: false,
      etag: true,
      lastModified: true,
      setHeaders: (response, filePath) => {
        response.setHeader('cache-control', cacheControlFor(filePath, root));
        // One URL answers in three encodings: caches must key on what the client accepts.
        response.setHeader('vary', 'accept-encoding');
      },
    });
  });
  app.get('/', async (_request, reply) => reply.redirect('/h5/'));
  app.get('/h5', async (_request, reply) => reply.redirect('/h5/'));
}
