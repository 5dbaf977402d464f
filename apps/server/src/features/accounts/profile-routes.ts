import { adminUpdateUserBody, adminUser, currentUser, editArticleQuery, listUsersQuery, publicUser, updateMeBody } from '@lingbridge/contracts/accounts';
import { idParam, paged } from '@lingbridge/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { sendFile, servableFile } from '../../files/download';
import { withUpload } from '../../files/upload';
import { signedIn } from '../../actor/actor';
import { anyone, authorize, signedInUser } from '../../actor/access';
import { DEFAULT_AVATAR_SVG } from './default-avatar';
import { accountsPolicy } from './policy';
import { orgRoleOf } from '../organizations/scope';
import { presentAdminUser, presentCurrentUser, presentPublicUser } from './presenter';
import * as profiles from './profile-service';

const tags = ['accounts'];
const fileIdParam = z.object({ fileId: z.string().max(64) });

/** The current user, settings, avatar, public profiles and the user lists. */
export const profileRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/user/me', { schema: { tags, response: { 200: currentUser } }, config: { access: signedInUser } }, (req) => {
      const user = signedIn(req);
      // No promise when the organisation role is cached, as it almost always is (issue 22).
      const role = ctx.sessions.getOrgRole(user.id);
      return role ? presentCurrentUser(user, role) : orgRoleOf(ctx, user).then((r) => presentCurrentUser(user, r));
    });

    app.patch(
      '/user/me',
      { schema: { tags, body: updateMeBody, response: { 200: currentUser } }, config: { access: accountsPolicy.updateMe } },
      async (req) => {
        const user = await profiles.updateMe(ctx, signedIn(req), req.body, req.actor.tokenHash!);
        return presentCurrentUser(user, await orgRoleOf(ctx, user));
      },
    );

    app.post(
      '/user/avatar',
      { schema: { tags, consumes: ['multipart/form-data'], response: { 200: currentUser } }, config: { access: accountsPolicy.updateMe } },
      async (req) => {
        const user = signedIn(req);
        await withUpload(req, profiles.avatarUpload(ctx), (file) => profiles.setAvatar(ctx, user, file));
        const fresh = await profiles.getUser(ctx, user.id);
        return presentCurrentUser(fresh, await orgRoleOf(ctx, fresh));
      },
    );

    app.get('/user/avatar/storage/:fileId', { schema: { tags, params: fileIdParam }, config: { access: anyone } }, async (req, reply) => {
      // Avatars only: any other stored file (a chat photo, a private video) is unknown here.
      const file = req.params.fileId === 'default' ? null : await servableFile(ctx, req.params.fileId, { kinds: ['avatar'] });
      // The default image for unknown ids, so an <img> never breaks (docs/decisions/0006).
      if (!file) return reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(DEFAULT_AVATAR_SVG);
      return sendFile(ctx, req, reply, file);
    });

    app.get('/user/for_member/:id', { schema: { tags, params: idParam, response: { 200: publicUser } }, config: { access: anyone } }, async (req) => {
      const target = await profiles.getUser(ctx, req.params.id);
      if (!accountsPolicy.readProfile(req.actor.user, target)) throw notFound('No user found');
      return presentPublicUser(target);
    });

    app.get(
      '/user',
      { schema: { tags, querystring: listUsersQuery, response: { 200: paged(z.union([adminUser, publicUser])) } }, config: { access: signedInUser } },
      async (req) => {
        authorize(accountsPolicy.listUsers(signedIn(req), req.query.user_role));
        const page = await profiles.listUsersPage(ctx, req.query, req.query.user_role);
        // Admins see the account fields of mentors too (the CMS mentor list verifies and deactivates them).
        const full = accountsPolicy.adminListUsers(signedIn(req));
        const items = page.items.map((u) => (req.query.user_role === 'Mentor' && !full ? presentPublicUser(u) : presentAdminUser(u)));
        return { ...page, items };
      },
    );

    app.get(
      '/user/admin/list_users',
      {
        schema: { tags, querystring: listUsersQuery.omit({ user_role: true }), response: { 200: paged(adminUser) } },
        config: { access: accountsPolicy.adminListUsers },
      },
      async (req) => {
        const page = await profiles.listUsersPage(ctx, { ...req.query, user_role: 'Member' });
        return { ...page, items: page.items.map(presentAdminUser) };
      },
    );

    app.patch(
      '/user/:id/admin',
      { schema: { tags, params: idParam, body: adminUpdateUserBody, response: { 200: adminUser } }, config: { access: accountsPolicy.setEditArticle } },
      async (req) => presentAdminUser(await profiles.adminUpdateUser(ctx, signedIn(req).id, req.params.id, req.body)),
    );

    app.patch(
      '/user/:id/edit_article',
      { schema: { tags, params: idParam, querystring: editArticleQuery, response: { 200: adminUser } }, config: { access: accountsPolicy.setEditArticle } },
      async (req) => {
        return presentAdminUser(await profiles.setCanEditArticle(ctx, req.params.id, req.query.can_edit_article));
      },
    );
  };
