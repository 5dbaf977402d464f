import { CHAT_ERRORS, chatFileParam, chatFileUploaded, chatMessagesPage, chatMessagesQuery, chatRoomsPage, chatRoomsQuery } from '@lingbridge/contracts/chat';
import { idParam } from '@lingbridge/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import { serveFile } from '../../files/download';
import { withUpload } from '../../files/upload';
import { signedIn } from '../../actor/actor';
import { ACCOUNT_ERRORS } from '@lingbridge/contracts/accounts';
import { chatPolicy } from './policy';
import { chatFileUpload, isInlineImage, mayReadChatFile, roomOfUpload, uploadChatFile } from './file-service';
import * as service from './service';
import { eventChatRoomId } from '../speak/public/chat';
import { handleChatSocket } from './socket';

const tags = ['chat'];

/** The chat reaches other people: signed in and verified (docs/decisions/0003). */
const chatter = { access: chatPolicy.useChat, deniedMessage: ACCOUNT_ERRORS.notVerified };

/** The chat: rooms' history, files (spec 01 §7 Chat; spec 02 §7); the socket and the room list are `chatSocketRoutes`. */
export const chatRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onClose', async () => ctx.realtime.disconnectAll());

    app.get(
      '/chat/:id/messages',
      { schema: { tags, params: idParam, querystring: chatMessagesQuery, response: { 200: chatMessagesPage } }, config: chatter },
      async (req) => service.listMessages(ctx, signedIn(req), req.params.id, req.query),
    );

    // Spec 02 §7: the group chat of an event, by the event's id; members only, like any room.
    app.get(
      '/debate_chat/:id/chat_messages',
      { schema: { tags, params: idParam, querystring: chatMessagesQuery, response: { 200: chatMessagesPage } }, config: chatter },
      async (req) => {
        const user = signedIn(req);
        const roomId = await eventChatRoomId(ctx, req.params.id);
        if (!roomId) throw notFound(CHAT_ERRORS.roomNotFound);
        return service.listMessages(ctx, user, roomId, req.query);
      },
    );

    app.post('/chat/file', { schema: { tags, consumes: ['multipart/form-data'], response: { 200: chatFileUploaded } }, config: chatter }, async (req) => {
      const user = signedIn(req);
      const r = await ctx.limiter.hit(`chat-file:${user.id}`, 60, 60_000);
      if (!r.allowed) throw new AppError(429, CHAT_ERRORS.rateLimited, undefined, { 'retry-after': String(r.retryAfter) });
      return withUpload(
        req,
        chatFileUpload(ctx),
        (file, roomId) => uploadChatFile(ctx, user, roomId, file),
        (fields: Record<string, string>) => roomOfUpload(ctx, user, fields),
      );
    });

    app.get('/chat/file/storage/:fileId', { schema: { tags, params: chatFileParam }, config: chatter }, async (req, reply) => {
      const user = signedIn(req);
      // Chat files only, for members of the file's room; 404 for anyone else (docs/decisions/0022).
      return serveFile(ctx, req, reply, req.params.fileId, {
        kinds: ['chat'],
        allow: (f) => mayReadChatFile(ctx, user, f),
        disposition: (f) => (isInlineImage(f.mime) ? 'inline' : 'attachment'),
      });
    });
  };

/**
 * `GET /chat`: with a WebSocket upgrade and `?token=`, the realtime socket; otherwise the user's rooms.
 * Registered with the app's other socket routes, where @fastify/websocket's hooks run (decision 0145).
 */
export const chatSocketRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      method: 'GET',
      url: '/chat',
      schema: {
        tags,
        description:
          'With a WebSocket upgrade and `?token=`: the realtime socket, carrying the chat (frames in docs/decisions/0020) and live notifications (`{type: "notification"}`, docs/decisions/0070). Otherwise: the rooms of the user.',
        querystring: chatRoomsQuery.extend({ token: z.string().max(300).optional() }),
        response: { 200: chatRoomsPage },
      },
      // A socket upgrade authenticates itself with its token (close code 4001); a plain GET needs the chat.
      config: chatter,
      handler: async (req) => {
        const user = signedIn(req);
        return service.listRooms(ctx, user, req.query.page, req.query.size);
      },
      wsHandler: (socket, req) => {
        handleChatSocket(ctx, socket, (req.query as { token?: string }).token);
      },
    });
  };
