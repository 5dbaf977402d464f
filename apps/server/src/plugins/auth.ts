import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import { resolveToken } from '../features/accounts/service';

export interface Auth {
  user: UserRow;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    authPromise?: Promise<Auth | null>;
  }
}

function bearerOf(req: FastifyRequest) {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(h);
  return m ? m[1] : '';
}

/** The signed-in user of a request, or null for a visitor; resolved once per request. */
export function optionalAuth(ctx: AppContext, req: FastifyRequest): Promise<Auth | null> {
  req.authPromise ??= (async () => {
    const token = bearerOf(req);
    if (!token) return null;
    return resolveToken(ctx, token);
  })();
  return req.authPromise;
}

/** The signed-in user, or 401. */
export async function requireAuth(ctx: AppContext, req: FastifyRequest): Promise<Auth> {
  const auth = await optionalAuth(ctx, req);
  if (!auth) throw unauthorized('Please login first!');
  return auth;
}

/** Throws 403 unless the policy allows it. */
export function authorize(allowed: boolean, detail = 'You are not allowed to do this') {
  if (!allowed) throw forbidden(detail);
}
