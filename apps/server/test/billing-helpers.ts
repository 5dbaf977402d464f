import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../src/context';
import { billingSubscriptions, jobs } from '../src/db/schema';
import { openSession } from '../src/features/accounts/service';
import { call } from './helpers';

/** Starts a checkout for a plan; answers the session id. */
export async function checkout(app: FastifyInstance, token: string, plan: string) {
  const res = await call(app, { method: 'POST', url: '/api/v1/billing/checkout', token, payload: { plan } });
  if (res.status !== 201) throw new Error(`checkout ${plan}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.session_id as string;
}

export async function complete(app: FastifyInstance, token: string, sessionId: string, outcome: 'success' | 'decline' | 'cancel') {
  return call(app, { method: 'POST', url: `/api/v1/billing/sandbox/${sessionId}/complete`, token, payload: { outcome } });
}

/** Subscribes through the sandbox; answers the subscription row. */
export async function subscribe(app: FastifyInstance, ctx: AppContext, token: string, userId: number, plan: 'monthly' | 'yearly') {
  const sid = await checkout(app, token, plan);
  const res = await complete(app, token, sid, 'success');
  if (res.body?.order?.status !== 'success') throw new Error(`subscribe: ${JSON.stringify(res.body)}`);
  const [sub] = await ctx.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, userId));
  return sub;
}

export const me = async (app: FastifyInstance, token: string) => (await call(app, { method: 'GET', url: '/api/v1/user/me', token })).body;

export const subsOf = (ctx: AppContext, userId: number) => ctx.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, userId));

export const jobsNamed = (ctx: AppContext, name: string) =>
  ctx.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.name, name)));

/**
 * Runs `fn` with the app clock moved `ms` ahead; a fresh session token valid at that time is
 * handed in (the old one may have expired by then). The clock is put back afterwards.
 */
export async function atClock<T>(ctx: AppContext, ms: number, userId: number, fn: (token: string) => Promise<T>) {
  const real = ctx.now;
  ctx.now = () => new Date(Date.now() + ms);
  try {
    const token = await openSession(ctx, userId);
    return await fn(token);
  } finally {
    ctx.now = real;
  }
}

export const DAY = 86_400_000;
