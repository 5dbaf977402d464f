import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** One row per paying user: the processor's customer id, and the row billing locks to serialize a user's payments. */
export const billingAccounts = pgTable(
  'billing_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    stripeCustomerId: text('stripe_customer_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('billing_accounts_stripe_customer_key').on(t.stripeCustomerId)],
);

/**
 * Subscriptions: states success, cancelled, expired, renew (spec 01 §4). Access lasts while the
 * state is live and `paid_through` is ahead; at most one live subscription per user (partial index).
 */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: ['monthly', 'yearly'] }).notNull(),
    status: text('status', { enum: ['success', 'cancelled', 'expired', 'renew'] }).notNull(),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    currentPeriodStart: ts('current_period_start').notNull(),
    paidThrough: ts('paid_through').notNull(),
    canceledAt: ts('canceled_at'),
    endedAt: ts('ended_at'),
    /** `created` of the newest processor event applied, so older events never undo newer state. */
    providerEventAt: bigint('provider_event_at', { mode: 'number' }).notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_subscriptions_provider_key').on(t.providerSubscriptionId),
    uniqueIndex('billing_subscriptions_one_live')
      .on(t.userId)
      .where(sql`status in ('success', 'cancelled', 'renew')`),
    index('billing_subscriptions_due_idx').on(t.status, t.paidThrough),
  ],
);
export type BillingSubscriptionRow = typeof billingSubscriptions.$inferSelect;

/** Orders and payments in cents: ID, Status, Date, Item, Amount, Details (spec 01 §3). */
export const billingOrders = pgTable(
  'billing_orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The buyer's address when the order was made (receipts and the admin list keep it). */
    customerEmail: text('customer_email').notNull(),
    item: text('item', { enum: ['monthly', 'yearly', 'mentor_verify', 'event_ticket', 'material'] }).notNull(),
    /** What a ticket or material is for (`debate:<id>`, `material:<id>`); null for plans. */
    ref: text('ref'),
    kind: text('kind', { enum: ['subscribe', 'renewal', 'one_time'] }).notNull(),
    status: text('status', { enum: ['not_started', 'pending', 'success', 'fail', 'cancelled', 'expired'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerSessionId: text('provider_session_id'),
    checkoutUrl: text('checkout_url'),
    providerInvoiceId: text('provider_invoice_id'),
    providerPaymentId: text('provider_payment_id'),
    subscriptionId: integer('subscription_id').references(() => billingSubscriptions.id, { onDelete: 'set null' }),
    periodStart: ts('period_start'),
    periodEnd: ts('period_end'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    refundedAt: ts('refunded_at'),
    failureReason: text('failure_reason'),
    completedAt: ts('completed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_orders_session_key').on(t.providerSessionId),
    uniqueIndex('billing_orders_invoice_key').on(t.providerInvoiceId),
    index('billing_orders_user_idx').on(t.userId, t.createdAt),
    index('billing_orders_status_idx').on(t.status, t.createdAt),
    index('billing_orders_created_idx').on(t.createdAt),
  ],
);
export type BillingOrderRow = typeof billingOrders.$inferSelect;

/** Processor events already applied: inserted in the transaction of their effect (dedupe by id). */
export const billingWebhookEvents = pgTable('billing_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  eventCreated: bigint('event_created', { mode: 'number' }).notNull(),
  processedAt: ts('processed_at').notNull().defaultNow(),
});

/** Free uses (docs/decisions/0010): one row per user, feature and resource; at most FREE_USE_LIMIT per user. */
export const billingFreeUses = pgTable(
  'billing_free_uses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feature: text('feature', { enum: ['read', 'watch', 'speak'] }).notNull(),
    resourceId: text('resource_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.feature, t.resourceId] })],
);

/** Group-offer quote and demo requests from schools and organisations. */
export const billingQuoteRequests = pgTable(
  'billing_quote_requests',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['quote', 'demo'] }).notNull(),
    organization: text('organization').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    seats: integer('seats').notNull(),
    tier: text('tier').notNull(),
    preferredDate: text('preferred_date'),
    message: text('message'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The interface language the request was made in (a site-language name); null before it was kept. */
    siteLanguage: text('site_language'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('billing_quote_requests_created_idx').on(t.createdAt)],
);
export type BillingQuoteRequestRow = typeof billingQuoteRequests.$inferSelect;
