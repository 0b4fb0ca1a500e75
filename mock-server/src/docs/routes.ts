import type { FastifyInstance } from 'fastify';
import { api } from '@contracts';
import { buildOpenApiDocument } from '@contracts/openapi';
import { DOCS_HTML, DOCS_JS } from './page';

/** `/api/openapi.json` (generated once from the contract) and `/api/docs`, a self-contained viewer. */
export function registerDocs(app: FastifyInstance, version: string): void {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  app.get('/api/openapi.json', async () => (document ??= buildOpenApiDocument(api, { version })));
  app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(DOCS_HTML));
  app.get('/api/docs.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(DOCS_JS));
  app.get('/api/docs/', async (_request, reply) => reply.redirect('/api/docs'));
}
