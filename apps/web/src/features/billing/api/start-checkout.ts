import type { CheckoutResponse, PlanCode } from '@lingbridge/contracts/billing';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /billing/checkout: opens a checkout and answers where to pay. */
export const startCheckout = (plan: PlanCode) => apiRequest<CheckoutResponse>('/billing/checkout', { method: 'POST', json: { plan } });

/**
 * Starts a checkout and goes to it: the sandbox page of this app, or Stripe's hosted page.
 * `go` receives same-site paths (for the router); other URLs are opened by the browser.
 */
export function useStartCheckout(go: (path: string) => void) {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ checkout_url }) => {
      const url = new URL(checkout_url, window.location.origin);
      if (url.origin === window.location.origin) go(`${url.pathname}${url.search}`);
      else window.location.assign(url.toString());
    },
  });
}
