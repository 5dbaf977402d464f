import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { ServerRoute } from '../../app/routes/server-data';
import i18n from '../../lib/i18n';

/** A page module and the billing strings load together, so the page appears complete. */
export const billingPage = (load: () => Promise<{ Component: ComponentType }>): RouteObject['lazy'] =>
  (async () => {
    const [m] = await Promise.all([load(), i18n.loadNamespaces('billing')]);
    return { Component: m.Component };
  }) as RouteObject['lazy'];

/** Billing screens in the public layout (spec 01 §2), composed into the router by app/. */
export const billingPageRoutes: RouteObject[] = [
  // The plans are rendered on the server for visitors; the quote form waits for the app (decision 0134).
  {
    path: 'subscribe',
    handle: {
      titleKey: 'pages.subscribe',
      serverData: (client) => import('./api/get-plans').then((m) => client.fetchQuery(m.plansQueryOptions())).then(() => undefined),
      clientModule: 'src/features/billing/pages/subscribe-page.tsx',
      namespaces: ['billing'],
    } satisfies { titleKey: string } & ServerRoute,
    lazy: billingPage(() => import('./pages/subscribe-page')),
  },
  { path: 'order', handle: { titleKey: 'pages.order' }, lazy: billingPage(() => import('./pages/order-page')) },
  { path: 'payment', handle: { titleKey: 'pages.payment' }, lazy: billingPage(() => import('./pages/payment-page')) },
  { path: 'cancel', handle: { titleKey: 'pages.paymentCancelled' }, lazy: billingPage(() => import('./pages/cancel-page')) },
  { path: 'mentor-verify-paid', handle: { titleKey: 'pages.mentorVerifyPaid' }, lazy: billingPage(() => import('./pages/mentor-verify-page')) },
  // The sandbox's own checkout page (docs/decisions/0013); Stripe's is hosted by Stripe.
  { path: 'checkout/:sessionId', handle: { titleKey: 'pages.payment' }, lazy: billingPage(() => import('./pages/checkout-page')) },
];
