import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { AppError } from '../errors';

/**
 * Counts one attempt against each key (per address, per account) and answers 429 with Retry-After
 * when any is over its limit.
 */
export async function limitAttempts(ctx: AppContext, req: FastifyRequest, action: string, account?: string) {
  const perMinute = ctx.config.authRatePerMinute;
  noticeUntrustedProxy(ctx, req);
  const checks = [ctx.limiter.hit(`${action}:ip:${req.ip}`, perMinute * 3, 60_000)];
  if (account) checks.push(ctx.limiter.hit(`${action}:acct:${account.trim().toLowerCase()}`, perMinute, 60_000));
  const results = await Promise.all(checks);
  const blocked = results.filter((r) => !r.allowed);
  if (blocked.length) {
    const retryAfter = Math.max(...blocked.map((r) => r.retryAfter));
    throw new AppError(429, 'Too many attempts, please try again later', undefined, { 'retry-after': String(retryAfter) });
  }
}

// Per configuration (one per process; tests build several).
const proxyNoticed = new WeakSet<object>();

/**
 * Behind a load balancer with TRUST_PROXY unset, every client has the balancer's address and shares
 * one per-address limit. The operator is told once, in production, when forwarded requests arrive.
 */
function noticeUntrustedProxy(ctx: AppContext, req: FastifyRequest) {
  if (!ctx.config.production || ctx.config.trustProxy.length || !req.headers['x-forwarded-for'] || proxyNoticed.has(ctx.config)) return;
  proxyNoticed.add(ctx.config);
  ctx.log.warn(
    { peer: req.socket.remoteAddress },
    "requests arrive with X-Forwarded-For but TRUST_PROXY is not set: per-address rate limits see the proxy, not the client; set TRUST_PROXY to the proxies' addresses",
  );
}
