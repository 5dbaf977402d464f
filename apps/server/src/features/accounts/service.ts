import { ACCOUNT_ERRORS, type RegisterBody } from '@lingbridge/contracts/accounts';
import { learnerEmail } from '@lingbridge/contracts/organizations';
import type { z } from 'zod';
import type { registerBody } from '@lingbridge/contracts/accounts';
import type { Tx } from '../../adapters/db';
import { nowMs, type AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { AppError, badRequest } from '../../errors';
import { recordEvent } from '../../events/record-event';
import { emailVerified, passwordResetRequested, verificationRequested } from './domain-events';
import * as repo from './repo';
import { hashPassword, hashToken, newToken, verifyPassword } from './secrets';

const VERIFY_TTL_MS = 24 * 3_600_000;
const RESET_TTL_MS = 3_600_000;

/** Creates an account and mails its verification link, in one transaction. */
export async function registerUser(ctx: AppContext, body: z.output<typeof registerBody>): Promise<UserRow> {
  const hashedPassword = await hashPassword(body.password);
  return ctx.db.transaction(async (tx) => {
    const user = await repo.insertUser(tx, {
      email: body.email,
      hashedPassword,
      nickName: body.nick_name || null,
      userRole: body.user_role,
      learningLanguage: body.learning_language,
      siteLanguage: body.site_language,
      teachingLanguage: body.user_role === 'Mentor' ? (body.teaching_language ?? body.learning_language) : null,
    });
    if (!user) throw badRequest(ACCOUNT_ERRORS.registerExists);
    await issueMailedToken(ctx, tx, user, 'verify');
    return user;
  });
}
export type { RegisterBody };

async function issueMailedToken(ctx: AppContext, tx: Parameters<typeof repo.insertUserToken>[0], user: UserRow, kind: 'verify' | 'reset') {
  const token = newToken();
  const ttl = kind === 'verify' ? VERIFY_TTL_MS : RESET_TTL_MS;
  await repo.insertUserToken(tx, {
    userId: user.id,
    purpose: kind,
    tokenHash: hashToken(token),
    expiresAt: new Date(ctx.now().getTime() + ttl),
  });
  const path = kind === 'verify' ? 'admin/email/verify' : 'admin/reset-password';
  const link = `${ctx.config.publicUrl}/${path}/${token}`;
  await recordEvent(tx, kind === 'verify' ? verificationRequested : passwordResetRequested, {
    userId: user.id,
    to: user.email,
    siteLanguage: user.siteLanguage,
    link,
  });
}

/** Mails a new verification link if the address has an unverified account; silent otherwise. */
export async function requestVerifyToken(ctx: AppContext, email: string) {
  const user = await repo.findUserByEmail(ctx.db, email);
  if (!user || user.isVerified || !user.isActive) return;
  await ctx.db.transaction((tx) => issueMailedToken(ctx, tx, user, 'verify'));
}

export async function verifyEmail(ctx: AppContext, token: string): Promise<UserRow> {
  const user = await ctx.db.transaction(async (tx) => {
    const used = await repo.consumeUserToken(tx, hashToken(token), 'verify', ctx.now());
    if (!used) throw badRequest(ACCOUNT_ERRORS.verifyBadToken);
    await repo.endUserTokens(tx, used.userId, ['verify'], ctx.now());
    const row = await repo.updateUser(tx, used.userId, { isVerified: true });
    if (!row) throw badRequest(ACCOUNT_ERRORS.verifyBadToken);
    await recordEvent(tx, emailVerified, { userId: row.id }, { key: `user:${row.id}` });
    return row;
  });
  // Evict after commit, so no request can re-cache the row as it was.
  await ctx.sessions.invalidate({ userId: user.id });
  return user;
}

/**
 * Checks credentials and opens a session; answers the bearer token. A name without an @ is the
 * user name of a learner account a teacher created (docs/decisions/0092).
 */
export async function logIn(ctx: AppContext, email: string, password: string) {
  const login = email.trim().toLowerCase();
  const user = await repo.findUserByEmail(ctx.db, login.includes('@') ? login : learnerEmail(login));
  const ok = await verifyPassword(user?.hashedPassword ?? null, password);
  if (!user || !ok) throw badRequest(ACCOUNT_ERRORS.loginBadCredentials);
  if (!user.isActive) throw badRequest(ACCOUNT_ERRORS.loginBadCredentials);
  return openSession(ctx, user.id);
}

export async function openSession(ctx: AppContext, userId: number) {
  const token = newToken();
  const tokenHash = hashToken(token);
  const expiresAt = new Date(ctx.now().getTime() + ctx.config.tokenTtlMs);
  await repo.insertSession(ctx.db, userId, tokenHash, expiresAt);
  ctx.sessions.setSession(tokenHash, { userId, expiresAt: expiresAt.getTime() });
  return token;
}

export async function logOut(ctx: AppContext, tokenHash: string) {
  await repo.revokeSession(ctx.db, tokenHash, ctx.now());
  await ctx.sessions.invalidate({ tokenHashes: [tokenHash] });
}

type Resolved = { user: UserRow; tokenHash: string } | null;

/**
 * `resolveToken` answered from the session cache alone, with no promise: undefined when the cache
 * does not know the token or its user (then `resolveToken` asks the database). Most requests of a
 * signed-in user end here (issue 22).
 */
export const resolveCachedToken = (ctx: AppContext, token: string) => cachedSession(ctx, hashToken(token));

function cachedSession(ctx: AppContext, tokenHash: string): Resolved | undefined {
  const session = ctx.sessions.getSession(tokenHash);
  if (session === undefined) return undefined;
  if (!session || session.expiresAt <= nowMs(ctx)) return null;
  const user = ctx.sessions.getUser(session.userId);
  if (!user) return undefined;
  return user.isActive ? { user, tokenHash } : null;
}

/** The user behind a bearer token, from the cache when it can; null for an unknown, expired or revoked token. */
export async function resolveToken(ctx: AppContext, token: string): Promise<Resolved> {
  const tokenHash = hashToken(token);
  const known = cachedSession(ctx, tokenHash);
  if (known !== undefined) return known;
  const now = ctx.now().getTime();
  let session = ctx.sessions.getSession(tokenHash);
  if (session === undefined) {
    const row = await repo.findLiveSession(ctx.db, tokenHash, ctx.now());
    session = row ? { userId: row.userId, expiresAt: row.expiresAt.getTime() } : false;
    ctx.sessions.setSession(tokenHash, session);
  }
  if (!session || session.expiresAt <= now) return null;
  let user = ctx.sessions.getUser(session.userId);
  if (!user) {
    user = (await repo.findUserById(ctx.db, session.userId)) ?? undefined;
    if (!user) return null;
    ctx.sessions.setUser(user);
  }
  if (!user.isActive) return null;
  return { user, tokenHash };
}

export async function forgotPassword(ctx: AppContext, email: string) {
  const user = await repo.findUserByEmail(ctx.db, email);
  if (!user || !user.isActive) return;
  await ctx.db.transaction((tx) => issueMailedToken(ctx, tx, user, 'reset'));
}

/**
 * Sets a new password from a mailed token. The token works once, and every other outstanding link of
 * the account (older reset links, verification links: the address is proven) ends with it; every
 * session is revoked.
 */
export async function resetPassword(ctx: AppContext, token: string, password: string) {
  const hashedPassword = await hashPassword(password);
  const revoked = await ctx.db.transaction(async (tx) => {
    const used = await repo.consumeUserToken(tx, hashToken(token), 'reset', ctx.now());
    if (!used) throw badRequest(ACCOUNT_ERRORS.resetBadToken);
    // Following the mailed link proves the address too.
    await repo.updateUser(tx, used.userId, { hashedPassword, isVerified: true });
    await repo.endUserTokens(tx, used.userId, ['reset', 'verify'], ctx.now());
    return { userId: used.userId, hashes: await repo.revokeUserSessions(tx, used.userId, ctx.now()) };
  });
  await ctx.sessions.invalidate({ userId: revoked.userId, tokenHashes: revoked.hashes });
}

/**
 * Changes the password of a signed-in user; other sessions are revoked, this one stays, and reset
 * links mailed before the change no longer work.
 */
export async function changePassword(ctx: AppContext, user: UserRow, current: string, next: string, keepHash: string) {
  if (!(await verifyPassword(user.hashedPassword, current)))
    throw new AppError(400, ACCOUNT_ERRORS.currentPasswordWrong, [{ path: 'body.current_password', message: 'Current password is incorrect' }]);
  const hashedPassword = await hashPassword(next);
  const hashes = await ctx.db.transaction(async (tx) => {
    await repo.updateUser(tx, user.id, { hashedPassword });
    await repo.endUserTokens(tx, user.id, ['reset'], ctx.now());
    return repo.revokeUserSessions(tx, user.id, ctx.now(), keepHash);
  });
  await ctx.sessions.invalidate({ userId: user.id, tokenHashes: hashes });
}

/** The flags on a user that billing decides (spec 01 §3: is_paid, stripe_subscribed; a mentor's verify_status). */
export type BillingFlags = { isPaid?: boolean; stripeSubscribed?: boolean; verifyStatus?: 'success' };

/**
 * Sets the flags billing decides on a user, inside billing's own transaction (so they follow exactly
 * the payment state committed with them). Answers whether anything was written; the caller evicts
 * the cached user after its commit with `forgetCachedUser`.
 */
export async function setBillingFlags(tx: Tx, userId: number, flags: BillingFlags | null | undefined): Promise<boolean> {
  if (!flags || !Object.keys(flags).length) return false;
  await repo.updateUser(tx, userId, flags);
  return true;
}

/** Drops a user from every process's session cache, after a change to the row was committed. */
export async function forgetCachedUser(ctx: AppContext, userId: number) {
  await ctx.sessions.invalidate({ userId });
}

/**
 * An account a teacher creates for a learner without e-mail (docs/decisions/0092): signed in with a
 * user name, verified (there is no address to verify), no mail sent. The password is hashed by the
 * caller before its transaction (`hashPassword`). Null when the user name is taken.
 */
export async function createLearnerAccount(
  tx: Tx,
  v: { userName: string; hashedPassword: string; nickName: string; learningLanguage: string; siteLanguage: string },
): Promise<UserRow | null> {
  return repo.insertUser(tx, {
    email: learnerEmail(v.userName),
    hashedPassword: v.hashedPassword,
    nickName: v.nickName,
    userRole: 'Member',
    isVerified: true,
    learningLanguage: v.learningLanguage,
    siteLanguage: v.siteLanguage,
  });
}
export { hashPassword };

/** Whether a user with this id exists (active or not), for features that answer "No user found". */
export async function userExists(ctx: AppContext, id: number) {
  return !!(await repo.findUserById(ctx.db, id));
}
