import { ACCOUNT_ERRORS } from '@lingbridge/contracts/accounts';
import {
  BILLING_ERRORS,
  checkoutBody,
  checkoutResponse,
  checkoutView,
  entitlements,
  ordersPage,
  ordersQuery,
  plansResponse,
  portalResponse,
  quoteBody,
  quoteResponse,
  sandboxCompleteBody,
  sessionParam,
  subscriptionResponse,
} from '@lingbridge/contracts/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { signedIn } from '../../actor/actor';
import { authorize, signedInUser } from '../../actor/access';
import { limitAttempts } from '../../plugins/rate-limit';
import { accountsPolicy } from '../accounts/policy';
import { entitlementsOf } from './entitlements';
import { paymentsOf } from './payments';
import { billingPolicy } from './policy';
import { presentOrder, presentPlans, presentSubscriptionState } from './presenter';
import { requestQuote } from './quote-service';
import * as service from './service';
import * as subscriptions from './subscription-service';

const tags = ['billing'];

/** Plans, checkout (sandbox and Stripe), the user's orders and subscription, entitlements, group quotes. */
export const billingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/billing/plans', { schema: { tags, response: { 200: plansResponse } }, config: { access: billingPolicy.readPlans } }, async () => {
      return presentPlans(paymentsOf(ctx).kind);
    });

    app.post(
      '/billing/checkout',
      {
        schema: { tags, body: checkoutBody, response: { 201: checkoutResponse } },
        config: { access: accountsPolicy.actAsVerified, deniedMessage: ACCOUNT_ERRORS.notVerified },
      },
      async (req, reply) => {
        const user = signedIn(req);
        authorize(billingPolicy.checkout(user, req.body.plan), BILLING_ERRORS.mentorOnly);
        const session = await service.startCheckout(ctx, user, req.body.plan);
        return reply.status(201).send({ checkout_url: session.url, session_id: session.sessionId });
      },
    );

    app.get(
      '/billing/checkout/:session_id',
      { schema: { tags, params: sessionParam, response: { 200: checkoutView } }, config: { access: signedInUser } },
      async (req) => {
        const user = signedIn(req);
        const order = await service.getCheckout(ctx, req.params.session_id);
        if (!billingPolicy.readCheckout(user, order)) throw notFound(BILLING_ERRORS.sessionNotFound);
        return { session_id: req.params.session_id, provider: order.provider, order: presentOrder(order, ctx.now()) };
      },
    );

    app.post(
      '/billing/sandbox/:session_id/complete',
      { schema: { tags, params: sessionParam, body: sandboxCompleteBody, response: { 200: checkoutView } }, config: { access: signedInUser } },
      async (req) => {
        const user = signedIn(req);
        const order = await service.getCheckout(ctx, req.params.session_id);
        if (!billingPolicy.readCheckout(user, order)) throw notFound(BILLING_ERRORS.sessionNotFound);
        authorize(accountsPolicy.actAsVerified(user), ACCOUNT_ERRORS.notVerified);
        authorize(billingPolicy.completeSandbox(user, order));
        const done = await service.completeSandbox(ctx, order, req.body.outcome);
        return { session_id: req.params.session_id, provider: done.provider, order: presentOrder(done, ctx.now()) };
      },
    );

    app.get(
      '/billing/orders',
      { schema: { tags, querystring: ordersQuery, response: { 200: ordersPage } }, config: { access: billingPolicy.readOwn } },
      async (req) => {
        const user = signedIn(req);
        const page = await service.listMyOrders(ctx, user.id, req.query.page, req.query.size);
        const now = ctx.now();
        return { ...page, items: page.items.map((o) => presentOrder(o, now)) };
      },
    );

    app.get('/billing/subscription', { schema: { tags, response: { 200: subscriptionResponse } }, config: { access: billingPolicy.readOwn } }, async (req) => {
      const user = signedIn(req);
      const sub = await subscriptions.getSubscription(ctx, user.id);
      return presentSubscriptionState(sub, ctx.now(), await service.hasStripeCustomer(ctx, user.id), await service.holdsPaidSeat(ctx, user.id));
    });

    app.post(
      '/billing/subscription/cancel',
      { schema: { tags, response: { 200: subscriptionResponse } }, config: { access: billingPolicy.manageOwnSubscription } },
      async (req) => {
        const user = signedIn(req);
        const sub = await subscriptions.cancelSubscription(ctx, user);
        return presentSubscriptionState(sub, ctx.now(), await service.hasStripeCustomer(ctx, user.id), await service.holdsPaidSeat(ctx, user.id));
      },
    );

    app.post(
      '/billing/subscription/resume',
      { schema: { tags, response: { 200: subscriptionResponse } }, config: { access: billingPolicy.manageOwnSubscription } },
      async (req) => {
        const user = signedIn(req);
        const sub = await subscriptions.resumeSubscription(ctx, user);
        return presentSubscriptionState(sub, ctx.now(), await service.hasStripeCustomer(ctx, user.id), await service.holdsPaidSeat(ctx, user.id));
      },
    );

    app.post(
      '/billing/portal',
      { schema: { tags, response: { 200: portalResponse } }, config: { access: billingPolicy.openPortal, deniedMessage: ACCOUNT_ERRORS.notVerified } },
      async (req) => {
        const user = signedIn(req);
        return { url: await subscriptions.openPortal(ctx, user) };
      },
    );

    app.get('/billing/entitlements', { schema: { tags, response: { 200: entitlements } }, config: { access: billingPolicy.readOwn } }, async (req) => {
      const user = signedIn(req);
      return entitlementsOf(ctx, user);
    });

    app.post(
      '/billing/quote',
      { schema: { tags, body: quoteBody, response: { 201: quoteResponse } }, config: { access: billingPolicy.requestQuote } },
      async (req, reply) => {
        await limitAttempts(ctx, req, 'billing-quote', req.body.email);
        return reply.status(201).send(await requestQuote(ctx, req.body, req.actor.user));
      },
    );
  };
