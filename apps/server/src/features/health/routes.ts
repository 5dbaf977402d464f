import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { OutageNotice } from '../../adapters/outage';

/** Liveness (the process answers) and readiness (the database answers too). */
export function healthRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // A load balancer asks every few seconds: an outage is logged when it begins and when it ends.
    const outage = new OutageNotice(ctx.log, 'database (readiness check)');
    app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
    app.get('/readyz', { schema: { hide: true } }, async (req, reply) => {
      try {
        await ctx.database.ping();
        outage.recovered();
        return { status: 'ok', database: ctx.database.kind };
      } catch (err) {
        outage.failed(err, 'answering /readyz with 503');
        return reply.status(503).header('retry-after', '5').send({ detail: 'Database unavailable' });
      }
    });
  };
}
