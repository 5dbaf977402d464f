import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { addFeatureRoutes } from '../../plugins/feature-routes';
import { billingAdminRoutes } from './admin-routes';
import { scheduleSweep } from './jobs';
import { billingRoutes } from './routes';
import { billingWebhookRoutes } from './webhook-routes';

/** Every billing route (user, admin, webhook); also makes sure the hourly sweep is queued. */
export const billingApi =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await addFeatureRoutes(app, [billingRoutes(ctx), billingAdminRoutes(ctx)]);
    // A scope of its own: its content-type parser takes the raw body for the signature check.
    await app.register(billingWebhookRoutes(ctx));
    await scheduleSweep(ctx, 0);
  };
