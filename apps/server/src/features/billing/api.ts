import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { billingAdminRoutes } from './admin-routes';
import { scheduleSweep } from './jobs';
import { billingRoutes } from './routes';
import { billingWebhookRoutes } from './webhook-routes';

/** Every billing route (user, admin, webhook); also makes sure the hourly sweep is queued. */
export const billingApi =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    await app.register(billingRoutes(ctx));
    await app.register(billingAdminRoutes(ctx));
    await app.register(billingWebhookRoutes(ctx));
    await scheduleSweep(ctx, 0);
  };
