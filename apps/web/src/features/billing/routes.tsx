import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import i18n from '../../lib/i18n';

/** A page module and the billing strings load together, so the page appears complete. */
export const billingPage = (load: () => Promise<{ Component: ComponentType }>): RouteObject['lazy'] =>
  (async () => {
    const [m] = await Promise.all([load(), i18n.loadNamespaces('billing')]);
    return { Component: m.Component };
  }) as RouteObject['lazy'];

/** Billing screens in the public layout (spec 01 §2), composed into the router by app/. */
export const billingPageRoutes: RouteObject[] = [
  { path: 'subscribe', handle: { titleKey: 'pages.subscribe' }, lazy: billingPage(() => import('./pages/subscribe-page')) },
  { path: 'order', handle: { titleKey: 'pages.order' }, lazy: billingPage(() => import('./pages/order-page')) },
  { path: 'payment', handle: { titleKey: 'pages.payment' }, lazy: billingPage(() => import('./pages/payment-page')) },
  { path: 'cancel', handle: { titleKey: 'pages.paymentCancelled' }, lazy: billingPage(() => import('./pages/cancel-page')) },
  { path: 'mentor-verify-paid', handle: { titleKey: 'pages.mentorVerifyPaid' }, lazy: billingPage(() => import('./pages/mentor-verify-page')) },
  // The sandbox's own checkout page (docs/decisions/0013); Stripe's is hosted by Stripe.
  { path: 'checkout/:sessionId', handle: { titleKey: 'pages.payment' }, lazy: billingPage(() => import('./pages/checkout-page')) },
];
