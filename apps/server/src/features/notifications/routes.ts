import { idParam } from '@lingbridge/contracts/common';
import { notificationItem, notificationsPage, notificationsQuery, readAllResponse, unreadCountResponse } from '@lingbridge/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { signedIn } from '../../actor/actor';
import { notificationsPolicy } from './policy';
import * as service from './service';

const tags = ['notifications'];
const access = notificationsPolicy.readOwn;

/** The signed-in user's notifications (spec 01 §7 GET /notification), read marks and unread count. */
export const notificationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/notification', { schema: { tags, querystring: notificationsQuery, response: { 200: notificationsPage } }, config: { access } }, async (req) => {
      const user = signedIn(req);
      return service.listNotifications(ctx, user.id, req.query.page, req.query.size);
    });

    app.get('/notification/unread_count', { schema: { tags, response: { 200: unreadCountResponse } }, config: { access } }, async (req) => {
      const user = signedIn(req);
      return { unread_count: await service.unreadCount(ctx, user.id) };
    });

    app.post('/notification/read_all', { schema: { tags, response: { 200: readAllResponse } }, config: { access } }, async (req) => {
      const user = signedIn(req);
      return service.markAllRead(ctx, user.id);
    });

    app.post('/notification/:id/read', { schema: { tags, params: idParam, response: { 200: notificationItem } }, config: { access } }, async (req) => {
      const user = signedIn(req);
      return service.markRead(ctx, user, req.params.id);
    });
  };
