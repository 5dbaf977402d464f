import { authorizationUrl, googleAuthorizeQuery } from '@lingbridge/contracts/accounts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { limitAttempts } from '../../plugins/rate-limit';
import { newToken } from './secrets';
import { describe, finishGoogleSignIn, GOOGLE_STATE_TTL_MS, GoogleSignInError, startGoogleSignIn, type GoogleFlow, type GoogleRole } from './google-service';
import { anyone } from '../../actor/access';

const tags = ['accounts'];
const BASE = '/user/auth/google';
// A random value tying the provider's callback to the browser that started the sign-in, so a
// callback link made by someone else (login CSRF) does not sign this browser into their account.
const BROWSER_COOKIE = 'lb_google';
const COOKIE_PATH = `/api/v1${BASE}`;

const roleParams = z.object({ role: z.enum(['Member', 'Mentor']) });
const registerQuery = googleAuthorizeQuery.pick({ learning_language: true, site_language: true });
// The provider's redirect: anything malformed becomes "missing" and ends on the failed page, not a 422.
const lenient = z.string().max(4096).optional().catch(undefined);
const callbackDescription =
  "The provider's redirect. Answers 302 to /admin/google/auth/success#access_token=..., or to " +
  '/admin/google/auth/{login|register}/failed?reason=<not_configured|invalid_state|access_denied|provider_error|' +
  'exchange_failed|email_not_verified|account_conflict|inactive|server_error>.';
/**
 * Failures an operator must look into (the provider refused our client or could not be reached, or
 * our own bug); the others are the visitor's outcome (declined, a stale or replayed link, an
 * unverified address) or the switched-off feature, said once at start-up (decision 0059).
 */
const OPERATOR_REASONS = new Set(['provider_error', 'exchange_failed', 'server_error']);

const callbackQuery = z.object({ code: lenient, state: lenient, error: lenient, error_description: lenient, iss: lenient }).loose();

/**
 * Google sign-in (spec 01 §7, docs/decisions/0004-google-sign-in.md): the authorize calls answer
 * the provider's URL; the callbacks sign in and redirect to the web app with the token in the URL
 * fragment, or to the failed page with a reason.
 */
export const googleRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    if (!ctx.config.google) ctx.log.info('Google sign-in is off (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are not set): the button says it is not set up');
    const browserSecret = (req: FastifyRequest, reply: FastifyReply) => {
      const existing = req.cookies[BROWSER_COOKIE];
      const secret = existing && /^[A-Za-z0-9_-]{43}$/.test(existing) ? existing : newToken();
      reply.setCookie(BROWSER_COOKIE, secret, {
        path: COOKIE_PATH,
        httpOnly: true,
        // Lax: sent on the provider's top-level redirect back to us, not on cross-site subrequests.
        sameSite: 'lax',
        secure: ctx.config.secureCookies,
        maxAge: GOOGLE_STATE_TTL_MS / 1000,
      });
      return secret;
    };

    const finish = async (req: FastifyRequest, reply: FastifyReply, flow: GoogleFlow, role: GoogleRole) => {
      const failedPage = `${ctx.config.publicUrl}/admin/google/auth/${flow}/failed`;
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      try {
        const token = await finishGoogleSignIn(ctx, {
          flow,
          role,
          query: req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '',
          params: req.query as Record<string, unknown>,
          browserSecret: req.cookies[BROWSER_COOKIE],
        });
        // In the fragment: browsers never send it to a server, so it stays out of access logs and Referer.
        return reply.redirect(`${ctx.config.publicUrl}/admin/google/auth/success#access_token=${token}`, 302);
      } catch (err) {
        const reason = err instanceof GoogleSignInError ? err.reason : 'server_error';
        const cause = err instanceof GoogleSignInError ? err.cause : err;
        const detail = cause ? describe(cause) : undefined;
        if (reason === 'server_error') req.log.error({ reason, detail }, 'google sign-in failed');
        else if (OPERATOR_REASONS.has(reason)) req.log.warn({ reason, detail }, 'google sign-in failed');
        else req.log.debug({ reason, detail }, 'google sign-in did not complete');
        return reply.redirect(`${failedPage}?reason=${reason}`, 302);
      }
    };

    app.get(
      `${BASE}/login/authorize`,
      { schema: { tags, querystring: googleAuthorizeQuery, response: { 200: authorizationUrl } }, config: { access: anyone } },
      async (req, reply) => {
        await limitAttempts(ctx, req, 'google-authorize');
        // `scopes` is accepted for the spec's client and ignored: we ask for openid, email and profile only.
        const url = await startGoogleSignIn(ctx, {
          flow: 'login',
          role: req.query.user_role ?? 'Member',
          learningLanguage: req.query.learning_language,
          siteLanguage: req.query.site_language,
          browserSecret: browserSecret(req, reply),
        });
        return { authorization_url: url };
      },
    );

    app.get(
      `${BASE}/login/callback`,
      { schema: { tags, description: callbackDescription, querystring: callbackQuery }, config: { access: anyone } },
      (req, reply) => finish(req, reply, 'login', 'Member'),
    );

    app.get(
      `${BASE}/:role/register/authorize`,
      { schema: { tags, params: roleParams, querystring: registerQuery, response: { 200: authorizationUrl } }, config: { access: anyone } },
      async (req, reply) => {
        await limitAttempts(ctx, req, 'google-authorize');
        const url = await startGoogleSignIn(ctx, {
          flow: 'register',
          role: req.params.role,
          learningLanguage: req.query.learning_language,
          siteLanguage: req.query.site_language,
          browserSecret: browserSecret(req, reply),
        });
        return { authorization_url: url };
      },
    );

    app.get(
      `${BASE}/:role/register/callback`,
      { schema: { tags, description: callbackDescription, params: roleParams, querystring: callbackQuery }, config: { access: anyone } },
      (req, reply) => finish(req, reply, 'register', req.params.role),
    );
  };
