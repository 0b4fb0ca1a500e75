/**
 * The ceiling of bench:mock: a bare Fastify app that answers each benchmarked path with the bytes the mock
 * answered, headers included (read from the JSON file named by argv[2]: { "/api/path?query": { body, headers } }),
 * no work in between. The mock's secure headers are ~830 bytes of each answer; the ceiling writes them too.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const file = process.argv[2];
if (!file) throw new Error('usage: bench-ceiling-server.ts BODIES.json');
const answers = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { body: string; headers: Record<string, string> }>;
const app = Fastify({ logger: false });
app.get('/ready', async () => ({ ok: true }));
app.route({
  method: ['GET', 'POST'],
  url: '/api/*',
  handler: async (request, reply) => {
    const answer = answers[request.url];
    if (answer === undefined) return reply.code(404).send({ code: 0 });
    return reply.headers(answer.headers).send(answer.body);
  },
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGINT', () => void app.close().then(() => process.exit(0)));
