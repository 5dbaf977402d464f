import { ACCOUNT_ERRORS, googleAuthorizeQuery } from '@lingbridge/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';

/** Google sign-in (spec 01 §7). Without GOOGLE_CLIENT_ID the calls answer that it is not set up. */
export const googleRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/user/auth/google/login/authorize', { schema: { tags: ['accounts'], querystring: googleAuthorizeQuery } }, async () => {
      if (!ctx.config.google) throw new AppError(503, ACCOUNT_ERRORS.oauthNotConfigured);
      throw new AppError(503, ACCOUNT_ERRORS.oauthNotConfigured);
    });
  };
