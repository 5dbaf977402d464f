import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { AppError } from '../errors';

/**
 * Counts one attempt against each key (per address, per account) and answers 429 with Retry-After
 * when any is over its limit.
 */
export async function limitAttempts(
  ctx: AppContext,
  req: FastifyRequest,
  action: string,
  account?: string,
) {
  const perMinute = ctx.config.authRatePerMinute;
  const checks = [ctx.limiter.hit(`${action}:ip:${req.ip}`, perMinute * 3, 60_000)];
  if (account) checks.push(ctx.limiter.hit(`${action}:acct:${account.trim().toLowerCase()}`, perMinute, 60_000));
  const results = await Promise.all(checks);
  const blocked = results.filter((r) => !r.allowed);
  if (blocked.length) {
    const retryAfter = Math.max(...blocked.map((r) => r.retryAfter));
    throw new AppError(429, 'Too many attempts, please try again later', undefined, { 'retry-after': String(retryAfter) });
  }
}
