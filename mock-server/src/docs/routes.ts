import type { FastifyInstance } from 'fastify';
import { api } from '@contracts';
import { buildOpenApiDocument } from '@contracts/openapi';
import { browserScript } from '../core/browser-script';
import { DOCS_CSS } from './page';
import { renderReference } from './reference';

/**
 * `/api/openapi.json` (generated once from the contract) and `/api/docs`, the reference rendered from it once;
 * its curl lines call `origin` (PUBLIC_ORIGIN), never the request's Host.
 */
export function registerDocs(app: FastifyInstance, version: string, origin: string): void {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  let page: string | undefined;
  let script: Promise<string> | undefined;
  const openApi = () => (document ??= buildOpenApiDocument(api, { version }));
  app.get('/api/openapi.json', async () => openApi());
  app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send((page ??= renderReference(openApi(), origin))));
  app.get('/api/docs.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(await (script ??= browserScript(new URL('./docs-page.browser.ts', import.meta.url)))));
  app.get('/api/docs.css', async (_request, reply) => reply.type('text/css; charset=utf-8').send(DOCS_CSS));
  app.get('/api/docs/', async (_request, reply) => reply.redirect('/api/docs'));
}
