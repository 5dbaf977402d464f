import { ACCOUNT_ERRORS } from '@lingbridge/contracts/accounts';
import type { LearningLanguage, SiteLanguageName } from '@lingbridge/contracts/common';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import { buildGoogleAuthorizationUrl, exchangeGoogleCode, type GoogleIdentity } from './google-client';
import * as googleRepo from './google-repo';
import * as repo from './repo';
import { hashToken } from './secrets';
import { openSession } from './service';

/** How long a started sign-in may wait for the provider's callback. */
export const GOOGLE_STATE_TTL_MS = 10 * 60_000;

export type GoogleFlow = 'login' | 'register';
export type GoogleRole = 'Member' | 'Mentor';

/** Why a sign-in ended on the failed page; the page reads it from `?reason=`. */
export type GoogleFailure =
  | 'not_configured'
  | 'invalid_state'
  | 'access_denied'
  | 'provider_error'
  | 'exchange_failed'
  | 'email_not_verified'
  | 'account_conflict'
  | 'inactive'
  | 'server_error';

export class GoogleSignInError extends Error {
  constructor(
    public reason: GoogleFailure,
    cause?: unknown,
  ) {
    super(reason, { cause });
  }
}

/** The callback URL registered with Google for a flow, e.g. `${PUBLIC_URL}/api/v1/user/auth/google/login/callback`. */
export function googleRedirectUri(ctx: AppContext, flow: GoogleFlow, role: GoogleRole) {
  const path = flow === 'login' ? 'login' : `${role}/register`;
  return `${ctx.config.publicUrl}/api/v1/user/auth/google/${path}/callback`;
}

/**
 * Starts a sign-in: stores state, nonce and PKCE verifier server-side (by the state's hash, bound
 * to the browser's cookie) and answers the provider's authorization URL.
 */
export async function startGoogleSignIn(
  ctx: AppContext,
  input: {
    flow: GoogleFlow;
    role: GoogleRole;
    learningLanguage?: LearningLanguage;
    siteLanguage?: SiteLanguageName;
    browserSecret: string;
  },
) {
  const google = ctx.config.google;
  if (!google) throw new AppError(503, ACCOUNT_ERRORS.oauthNotConfigured);
  const redirectUri = googleRedirectUri(ctx, input.flow, input.role);
  let built;
  try {
    built = await buildGoogleAuthorizationUrl(google, redirectUri);
  } catch (err) {
    ctx.log.warn({ reason: describe(err) }, 'google sign-in: provider discovery failed');
    throw new AppError(503, ACCOUNT_ERRORS.oauthFailed);
  }
  const now = ctx.now();
  await googleRepo.insertOauthState(
    ctx.db,
    {
      stateHash: hashToken(built.secrets.state),
      browserHash: hashToken(input.browserSecret),
      flow: input.flow,
      userRole: input.role,
      learningLanguage: input.learningLanguage ?? null,
      siteLanguage: input.siteLanguage ?? null,
      redirectUri,
      codeVerifier: built.secrets.codeVerifier,
      nonce: built.secrets.nonce,
      expiresAt: new Date(now.getTime() + GOOGLE_STATE_TTL_MS),
    },
    now,
  );
  return built.url;
}

/**
 * Finishes a sign-in from the provider's redirect: takes the stored attempt (once), exchanges the
 * code, validates the ID token, finds or creates the user and opens a session; answers the bearer
 * token. Every failure is a GoogleSignInError naming the reason.
 */
export async function finishGoogleSignIn(
  ctx: AppContext,
  input: { flow: GoogleFlow; role: GoogleRole; query: string; params: Record<string, unknown>; browserSecret?: string },
): Promise<string> {
  const google = ctx.config.google;
  if (!google) throw new GoogleSignInError('not_configured');
  const state = typeof input.params.state === 'string' ? input.params.state : '';
  if (!state || state.length > 200) throw new GoogleSignInError('invalid_state');
  const attempt = await googleRepo.takeOauthState(ctx.db, hashToken(state));
  if (
    !attempt ||
    attempt.expiresAt.getTime() <= ctx.now().getTime() ||
    attempt.flow !== input.flow ||
    attempt.redirectUri !== googleRedirectUri(ctx, input.flow, input.role) ||
    !input.browserSecret ||
    attempt.browserHash !== hashToken(input.browserSecret)
  )
    throw new GoogleSignInError('invalid_state');
  if (typeof input.params.error === 'string') throw new GoogleSignInError(input.params.error === 'access_denied' ? 'access_denied' : 'provider_error');

  let identity: GoogleIdentity;
  try {
    const callbackUrl = new URL(attempt.redirectUri);
    callbackUrl.search = input.query;
    identity = await exchangeGoogleCode(google, callbackUrl, {
      state,
      nonce: attempt.nonce,
      codeVerifier: attempt.codeVerifier,
    });
  } catch (err) {
    throw new GoogleSignInError('exchange_failed', err);
  }
  if (!identity.email || !identity.emailVerified) throw new GoogleSignInError('email_not_verified');
  const user = await findOrCreateGoogleUser(ctx, identity as GoogleIdentity & { email: string }, {
    role: attempt.userRole,
    learningLanguage: attempt.learningLanguage,
    siteLanguage: attempt.siteLanguage,
  });
  return openSession(ctx, user.id);
}

/**
 * The account for a Google identity with a verified e-mail: by subject; else the account with the
 * same e-mail, which gets linked; else a new, verified account without a password.
 */
export async function findOrCreateGoogleUser(
  ctx: AppContext,
  identity: GoogleIdentity & { email: string },
  defaults: { role: GoogleRole; learningLanguage: string | null; siteLanguage: string | null },
): Promise<UserRow> {
  const bySub = await repo.findUserByGoogleSub(ctx.db, identity.sub);
  if (bySub) return usable(bySub);
  const byEmail = await repo.findUserByEmail(ctx.db, identity.email);
  if (byEmail) return linkGoogleUser(ctx, usable(byEmail), identity.sub);
  const learningLanguage = defaults.learningLanguage ?? 'Simplified_Chinese';
  const created = await repo.insertUser(ctx.db, {
    email: identity.email,
    hashedPassword: null,
    nickName: nickNameOf(identity.name),
    userRole: defaults.role,
    isVerified: true,
    learningLanguage,
    siteLanguage: defaults.siteLanguage ?? 'English',
    teachingLanguage: defaults.role === 'Mentor' ? learningLanguage : null,
    googleSub: identity.sub,
  });
  if (created) return created;
  // Someone created the address in the meantime (a second tab, an e-mail sign-up): link to it.
  const raced = await repo.findUserByEmail(ctx.db, identity.email);
  if (!raced) throw new Error('user vanished while signing in with Google');
  return raced.googleSub === identity.sub ? usable(raced) : linkGoogleUser(ctx, usable(raced), identity.sub);
}

/**
 * Links a subject to an existing account with the same, now proven, e-mail. An unverified account
 * was set up by someone who never proved the address, so its password and sessions are dropped:
 * otherwise whoever pre-registered a victim's address would keep a way in after the victim links.
 */
async function linkGoogleUser(ctx: AppContext, user: UserRow, sub: string): Promise<UserRow> {
  if (user.googleSub) {
    if (user.googleSub === sub) return user;
    throw new GoogleSignInError('account_conflict');
  }
  const result = await ctx.db.transaction(async (tx) => {
    const extra = user.isVerified ? {} : { isVerified: true, hashedPassword: null };
    const linked = await googleRepo.linkGoogleSub(tx, user.id, sub, extra);
    const revoked = linked && !user.isVerified ? await repo.revokeUserSessions(tx, user.id, ctx.now()) : [];
    return { linked, revoked };
  });
  await ctx.sessions.invalidate({ userId: user.id, tokenHashes: result.revoked });
  if (result.linked) return result.linked;
  const again = await repo.findUserById(ctx.db, user.id);
  if (again?.googleSub === sub) return usable(again);
  throw new GoogleSignInError('account_conflict');
}

function usable(user: UserRow) {
  if (!user.isActive) throw new GoogleSignInError('inactive');
  return user;
}

function nickNameOf(name: string | null) {
  // eslint-disable-next-line no-control-regex
  const clean = name
    ?.replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 50);
  return clean || null;
}

/** An error's kind and message for the log: never the request's code, state or tokens. */
export function describe(err: unknown) {
  if (!(err instanceof Error)) return String(err);
  const code = (err as { code?: unknown }).code;
  return `${err.name}${typeof code === 'string' ? ` ${code}` : ''}: ${err.message}`.slice(0, 300);
}
