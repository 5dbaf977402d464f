import { pageQuery } from '@lingbridge/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { isAdmin } from '../features/accounts/policy';
import { listDeadJobs, retryDeadJob } from './dead-jobs';

const tags = ['operations'];
const deadJob = z.object({
  id: z.number().int(),
  name: z.string(),
  payload: z.unknown(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
});
const deadJobsPage = z.object({ items: z.array(deadJob), page: z.number().int(), pages: z.number().int(), total: z.number().int() });
const jobIdParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/**
 * Dead jobs for operators (admins): jobs and event processors that used up their attempts, with
 * their last error, and a retry (docs/decisions/0075). Not in the spec; under /admin.
 */
export const deadJobRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/admin/jobs/dead', { schema: { tags, querystring: pageQuery, response: { 200: deadJobsPage } }, config: { access: isAdmin } }, async (req) => {
      const { page, size } = req.query;
      const { rows, total } = await listDeadJobs(ctx.db, page, size);
      return {
        items: rows.map((r) => ({
          id: r.id,
          name: r.name,
          payload: r.payload,
          attempts: r.attempts,
          last_error: r.lastError,
          created_at: r.createdAt.toISOString(),
        })),
        page,
        pages: Math.max(1, Math.ceil(total / size)),
        total,
      };
    });

    app.post(
      '/admin/jobs/:id/retry',
      { schema: { tags, params: jobIdParam, response: { 204: z.null() } }, config: { access: isAdmin } },
      async (req, reply) => {
        if (!(await retryDeadJob(ctx.db, req.params.id))) throw notFound('No dead job has this id');
        return reply.status(204).send(null);
      },
    );
  };
