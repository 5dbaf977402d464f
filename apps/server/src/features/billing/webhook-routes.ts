import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { receiveStripeWebhook } from './webhook-service';
import { anyone } from '../../actor/access';

/**
 * POST /billing/webhook/stripe. Its own plugin scope keeps the body as raw bytes, which the
 * signature is computed over; everything else in the API still parses JSON.
 */
export const billingWebhookRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1_048_576 }, (_req, body, done) => done(null, body));
    app.post('/billing/webhook/stripe', { schema: { tags: ['billing'], hide: false }, config: { access: anyone } }, async (req, reply) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const sig = req.headers['stripe-signature'];
      const outcome = await receiveStripeWebhook(ctx, raw, Array.isArray(sig) ? sig[0] : sig);
      return reply.status(200).send({ received: true, outcome });
    });
  };
