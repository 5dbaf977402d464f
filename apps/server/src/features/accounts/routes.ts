import { emailBody, loginForm, registerBody, resetPasswordBody, tokenBody, tokenResponse, currentUser } from '@lingbridge/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { anyone, signedInUser } from '../../actor/access';
import { multipartFields } from '../../files/multipart';
import { limitAttempts } from '../../plugins/rate-limit';
import { presentCurrentUser } from './presenter';
import * as service from './service';

const tags = ['accounts'];
const accepted = z.object({ detail: z.string() });

/** Sign-up, e-mail verification, sign-in, sign-out and password reset (spec 01 §7 User). */
export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/user/register', { schema: { tags, body: registerBody, response: { 201: currentUser } }, config: { access: anyone } }, async (req, reply) => {
      await limitAttempts(ctx, req, 'register', req.body.email);
      const user = await service.registerUser(ctx, req.body);
      return reply.status(201).send(presentCurrentUser(user));
    });

    app.post(
      '/user/request-verify-token',
      { schema: { tags, body: emailBody, response: { 202: accepted } }, config: { access: anyone } },
      async (req, reply) => {
        await limitAttempts(ctx, req, 'verify-token', req.body.email);
        await service.requestVerifyToken(ctx, req.body.email);
        return reply.status(202).send({ detail: 'If the address has an unverified account, a new link is on its way.' });
      },
    );

    app.post('/user/verify', { schema: { tags, body: tokenBody, response: { 200: currentUser } }, config: { access: anyone } }, async (req) =>
      presentCurrentUser(await service.verifyEmail(ctx, req.body.token)),
    );

    app.post(
      '/user/login',
      { schema: { tags, body: loginForm, response: { 200: tokenResponse } }, config: { access: anyone }, preValidation: multipartFields },
      async (req) => {
        await limitAttempts(ctx, req, 'login', req.body.username);
        const token = await service.logIn(ctx, req.body.username, req.body.password);
        return { access_token: token, token_type: 'bearer' as const };
      },
    );

    app.post('/user/logout', { schema: { tags, response: { 204: z.null() } }, config: { access: signedInUser } }, async (req, reply) => {
      await service.logOut(ctx, req.actor.tokenHash!);
      return reply.status(204).send(null);
    });

    app.post('/user/forgot-password', { schema: { tags, body: emailBody, response: { 202: accepted } }, config: { access: anyone } }, async (req, reply) => {
      await limitAttempts(ctx, req, 'forgot-password', req.body.email);
      await service.forgotPassword(ctx, req.body.email);
      return reply.status(202).send({ detail: 'If the address has an account, a reset link is on its way.' });
    });

    app.post('/user/reset-password', { schema: { tags, body: resetPasswordBody, response: { 200: accepted } }, config: { access: anyone } }, async (req) => {
      await limitAttempts(ctx, req, 'reset-password');
      await service.resetPassword(ctx, req.body.token, req.body.password);
      return { detail: 'Password changed' };
    });
  };
