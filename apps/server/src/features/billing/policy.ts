import type { PlanCode } from '@lingbridge/contracts/billing';
import type { UserRow } from '../../db/schema';
import { accountsPolicy, isAdmin, type Actor } from '../accounts/policy';

type Owned = { userId: number };

/**
 * Who may do what with plans, orders and subscriptions. Every billing route asks here first; the
 * table test in billing-policy.test.ts runs each role against each action.
 */
export const billingPolicy = {
  readPlans: (_a: Actor) => true,
  /** Quote and demo requests come from schools that may have no account yet. */
  requestQuote: (_a: Actor) => true,
  /** Paying needs a verified address (docs/decisions/0003); the verification fee is for teachers only. */
  checkout: (a: Actor, plan: PlanCode) => accountsPolicy.actAsVerified(a) && (plan !== 'mentor_verify' || a?.userRole === 'Mentor'),
  readCheckout: (a: Actor, order: Owned) => !!a && (a.id === order.userId || isAdmin(a)),
  completeSandbox: (a: Actor, order: Owned) => accountsPolicy.actAsVerified(a) && a?.id === order.userId,
  /** Offered a subscription: signed in, not paying yet; an admin has everything already. */
  offerSubscription: (a: Actor & { isPaid?: boolean }) => !!a && !a.isPaid && !isAdmin(a),
  readOwn: (a: Actor) => !!a,
  manageOwnSubscription: (a: Actor) => !!a,
  openPortal: (a: Actor) => accountsPolicy.actAsVerified(a),
  adminListOrders: (a: Actor) => isAdmin(a),
  adminRefund: (a: Actor) => isAdmin(a),
  /** Moving the clock exists only in NODE_ENV=test, for the browser journeys (docs/decisions/0013). */
  testClock: (a: Actor) => isAdmin(a),
} as const;

export type BillingActor = Pick<UserRow, 'id' | 'userRole' | 'isSuperuser' | 'isVerified' | 'isActive'> | null;
