import type { FastifyInstance } from 'fastify';

/**
 * While the server shuts down, answers in flight tell the client to drop the connection
 * (`Connection: close`), so no keep-alive socket holds the close open.
 */
export function closeConnectionsOnShutdown(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
