import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { unauthorized } from '../errors';
import { resolveCachedToken, resolveToken } from '../features/accounts/service';

/**
 * Who is asking: resolved once per request from the bearer token (docs/decisions/0080). Policies
 * answer for `user` (null for a visitor); the flags are what the roles and grants add up to, so no
 * route or page repeats `userRole === 'Admin'`. Organisation and group roles join here later.
 */
export interface Actor {
  readonly user: UserRow | null;
  /** The session the request came with; logging out ends exactly this one. */
  readonly tokenHash: string | null;
  readonly role: UserRow['userRole'] | 'Visitor';
  readonly flags: {
    /** Admin role, or a superuser. */
    readonly admin: boolean;
    /** Admins, and anyone given `can_edit_article` (spec 01 §6). */
    readonly editor: boolean;
    readonly superuser: boolean;
    /** A paying subscriber (PRO). */
    readonly pro: boolean;
    readonly verified: boolean;
  };
}

export const VISITOR: Actor = Object.freeze({
  user: null,
  tokenHash: null,
  role: 'Visitor',
  flags: Object.freeze({ admin: false, editor: false, superuser: false, pro: false, verified: false }),
});

export function actorOf(user: UserRow, tokenHash: string | null = null): Actor {
  const admin = user.userRole === 'Admin' || user.isSuperuser;
  return {
    user,
    tokenHash,
    role: user.userRole,
    flags: {
      admin,
      editor: admin || user.canEditArticle,
      superuser: user.isSuperuser,
      pro: user.isPaid,
      verified: user.isVerified,
    },
  };
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i;
const PREFIX = 'Bearer ';

/** `Bearer <token>`: the token, '' for a malformed header, null for none. */
export function bearerOf(req: Pick<FastifyRequest, 'headers'>): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  // What clients send, `Bearer ` and the token, is read with a loop; the regex (any case, any
  // spacing) was ~1,600 of the ~17,000 instructions /user/me costs beyond the bare route (issue 22).
  const usual = usualToken(h);
  if (usual !== null && isTokenText(usual)) return usual;
  const m = BEARER.exec(h);
  return m ? m[1] : '';
}

/** What follows `Bearer ` in the header clients send, when 20–200 characters long, not yet read; null otherwise. */
function usualToken(h: string): string | null {
  return h.length >= PREFIX.length + 20 && h.length <= PREFIX.length + 200 && h.startsWith(PREFIX) ? h.slice(PREFIX.length) : null;
}

/** Whether `s` is only the token alphabet, base64url: A–Z, a–z, 0–9, `_` and `-`. */
function isTokenText(s: string) {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 45)) return false;
  }
  return true;
}

/**
 * The request's actor from the session cache alone, with no promise; undefined when the database
 * must be asked (then `resolveActor(ctx, bearerOf(req))`).
 *
 * The usual header, `Bearer ` and a token, is looked up as it comes, before its characters are
 * read: the cache holds only the hashes of tokens the database was asked about, which were checked
 * first, or issued by us. So a hit proves the token well-formed, and a malformed token always misses
 * and is then read by `bearerOf`, as before. Reading the token's 43 characters first cost every
 * signed-in request ~2,200 instructions, with what V8 compiled around it (issue 22, decision 0150).
 */
export function cachedActor(ctx: AppContext, req: Pick<FastifyRequest, 'headers'>): Actor | undefined {
  const h = req.headers.authorization;
  if (!h) return VISITOR;
  const usual = usualToken(h);
  if (usual === null) return undefined;
  const auth = resolveCachedToken(ctx, usual);
  if (auth === undefined) return undefined;
  return auth ? actorOf(auth.user, auth.tokenHash) : VISITOR;
}

/** The actor behind a bearer token; a visitor for none, a malformed, unknown, expired or revoked one. */
export async function resolveActor(ctx: AppContext, token: string | null): Promise<Actor> {
  if (!token) return VISITOR;
  const auth = await resolveToken(ctx, token);
  return auth ? actorOf(auth.user, auth.tokenHash) : VISITOR;
}

/**
 * The signed-in user of a route that declared an access needing one. The access check has already
 * answered 401 for a visitor; this is the typed way to read the user, and a guard if a route forgot.
 */
export function signedIn(req: FastifyRequest): UserRow {
  const user = req.actor?.user;
  if (!user) throw unauthorized('Please login first!');
  return user;
}
