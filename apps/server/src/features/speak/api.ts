import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { addFeatureRoutes } from '../../plugins/feature-routes';
import { isAdmin } from '../accounts/policy';
import { scheduleHourlySweep, sweep } from './lifecycle';
import { speakRoutes } from './routes';
import { speakRoomRoutes } from './room/routes';

/** Every Speak route; also makes sure the hourly sweep is queued. */
export const speakApi =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await addFeatureRoutes(app, [speakRoutes(ctx), speakRoomRoutes(ctx)]);
    // Browser journeys move the clock (POST /billing/test/clock) and then sweep; NODE_ENV=test only.
    if (ctx.config.env === 'test')
      app.post(
        '/debate/test/sweep',
        {
          schema: { tags: ['speak'], hide: true, response: { 200: z.object({ reminded: z.number(), started: z.number(), closed: z.number() }) } },
          config: { access: isAdmin },
        },
        async () => sweep(ctx),
      );
    await scheduleHourlySweep(ctx, 0);
  };
