import { idParam } from '@lingbridge/contracts/common';
import {
  notificationItem,
  notificationsPage,
  notificationsQuery,
  readAllResponse,
  unreadCountResponse,
} from '@lingbridge/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authorize, requireAuth } from '../../plugins/auth';
import { notificationsPolicy } from './policy';
import * as service from './service';

const tags = ['notifications'];

/** The signed-in user's notifications (spec 01 §7 GET /notification), read marks and unread count. */
export const notificationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/notification', { schema: { tags, querystring: notificationsQuery, response: { 200: notificationsPage } } }, async (req) => {
      const { user } = await requireAuth(ctx, req);
      authorize(notificationsPolicy.readOwn(user));
      return service.listNotifications(ctx, user.id, req.query.page, req.query.size);
    });

    app.get('/notification/unread_count', { schema: { tags, response: { 200: unreadCountResponse } } }, async (req) => {
      const { user } = await requireAuth(ctx, req);
      authorize(notificationsPolicy.readOwn(user));
      return { unread_count: await service.unreadCount(ctx, user.id) };
    });

    app.post('/notification/read_all', { schema: { tags, response: { 200: readAllResponse } } }, async (req) => {
      const { user } = await requireAuth(ctx, req);
      authorize(notificationsPolicy.readOwn(user));
      return service.markAllRead(ctx, user.id);
    });

    app.post('/notification/:id/read', { schema: { tags, params: idParam, response: { 200: notificationItem } } }, async (req) => {
      const { user } = await requireAuth(ctx, req);
      return service.markRead(ctx, user, req.params.id);
    });
  };
