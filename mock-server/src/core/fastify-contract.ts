import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BinderOptions, ContractHandler } from './binder';
import { readMultipart } from './body-parsers';

/** A contract tree served by Fastify: every method reaches the lookup, so a wrong one is a 405 naming the right one, not a 404. */
export function bindContract(app: FastifyInstance, handle: ContractHandler, prefix: BinderOptions['prefix']): void {
  const handler = (request: FastifyRequest, reply: FastifyReply) =>
    handle(
      {
        request,
        readMultipart: async () => (request.isMultipart() ? readMultipart(request) : null),
        drop: () => {
          reply.hijack();
          request.raw.socket.destroy();
          return reply;
        },
        onAnswer: (finish) => (request.idempotencyFinish = finish),
        logError: (detail, message) => request.log.error(detail, message),
      },
      reply,
    );
  app.route({ method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], url: `${prefix}*`, handler });
  // A world with uploads can be large: 200 MB of JSON for the state import only.
  if (prefix === '/__mock/') app.route({ method: 'POST', url: `${prefix}state`, bodyLimit: 200 * 1024 * 1024, handler });
}
