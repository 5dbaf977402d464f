import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Liveness (the process answers) and readiness (the database answers too). */
export function healthRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
    app.get('/readyz', { schema: { hide: true } }, async (req, reply) => {
      try {
        await ctx.database.ping();
        return { status: 'ok', database: ctx.database.kind };
      } catch (err) {
        req.log.warn({ err }, 'readiness check failed');
        return reply.status(503).send({ detail: 'database unavailable' });
      }
    });
  };
}
