import { defineProcessor } from '../../events/define-event';
import { quoteRequested } from './domain-events';
import { mailQuoteRequest } from './quote-service';

/** Billing's own reactions: the quote request is mailed to the sales team and to the requester. */
export const billingProcessors = [
  defineProcessor(quoteRequested, {
    name: 'billing.mail-quote-request',
    async handle(p, ctx) {
      await mailQuoteRequest(ctx, p.quoteId);
    },
  }),
];
