import { adminOrdersPage, adminOrdersQuery, refundResponse } from '@lingbridge/contracts/billing';
import { idParam } from '@lingbridge/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { listAdminOrders, refundOrder } from './admin-service';
import { moveClock } from './clock';
import { billingPolicy } from './policy';
import { presentAdminOrder } from './presenter';

const tags = ['billing'];

/** The CMS order list and refunds (spec 02 §2 orderlist, §3 Order). */
export const billingAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/billing/admin/orders',
      { schema: { tags, querystring: adminOrdersQuery, response: { 200: adminOrdersPage } }, config: { access: billingPolicy.adminListOrders } },
      async (req) => {
        const page = await listAdminOrders(ctx, req.query);
        const now = ctx.now();
        return { ...page, items: page.items.map((o) => presentAdminOrder(o, now)) };
      },
    );

    app.post(
      '/billing/admin/orders/:id/refund',
      { schema: { tags, params: idParam, response: { 200: refundResponse } }, config: { access: billingPolicy.adminRefund } },
      async (req) => {
        const r = await refundOrder(ctx, req.params.id);
        return { order: presentAdminOrder(r.order, ctx.now()), refunded_cents: r.cents, months: r.months };
      },
    );

    // Browser journeys move the clock to watch a period end; this route exists only with NODE_ENV=test.
    if (ctx.config.env === 'test') {
      app.post(
        '/billing/test/clock',
        {
          schema: {
            tags,
            hide: true,
            body: z
              .object({
                offset_ms: z
                  .number()
                  .int()
                  .min(0)
                  .max(5 * 366 * 86_400_000),
              })
              .strict(),
            response: { 200: z.object({ now: z.string() }) },
          },
          config: { access: billingPolicy.testClock },
        },
        async (req) => {
          return { now: (await moveClock(ctx, req.body.offset_ms)).toISOString() };
        },
      );
    }
  };
