/**
 * The ceiling of bench:mock: a bare Fastify app that answers each benchmarked path with the bytes the mock
 * answered (read from the JSON file named by argv[2]: { "/api/path?query": "body" }), no work in between.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const file = process.argv[2];
if (!file) throw new Error('usage: bench-ceiling-server.ts BODIES.json');
const bodies = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
const app = Fastify({ logger: false });
app.get('/ready', async () => ({ ok: true }));
app.route({
  method: ['GET', 'POST'],
  url: '/api/*',
  handler: async (request, reply) => {
    const body = bodies[request.url];
    if (body === undefined) return reply.code(404).send({ code: 0 });
    return reply.header('content-type', 'application/json; charset=utf-8').send(body);
  },
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGINT', () => void app.close().then(() => process.exit(0)));
