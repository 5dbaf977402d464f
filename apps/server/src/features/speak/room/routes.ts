import { idParam } from '@lingbridge/contracts/common';
import { hintsQuery, roomHints, speakingTimes } from '@lingbridge/contracts/speak-signal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { anyone } from '../../../actor/access';
import { signedIn } from '../../../actor/actor';
import { speakPolicy } from '../policy';
import { SPEAK_ERRORS } from '@lingbridge/contracts/speak';
import type { AppContext } from '../../../context';
import { badRequest } from '../../../errors';
import { handleRoomSocket } from './socket';
import { roomHints as hintsFor } from './hints';
import * as speaking from './speaking';

const tags = ['speak'];
const open = { access: anyone };
const member = { access: speakPolicy.signedIn, loginMessage: SPEAK_ERRORS.notSignedIn };

export const roomMedia = z.object({ media: z.enum(['mesh', 'sfu']), max_people: z.number().int() });

/** The Speak Room's media (decision 0120): the media mode, hints and speaking times; its socket is `speakRoomSocketRoutes`. */
export const speakRoomRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // How the room carries media, so the initiator knows the room's size before creating a larger event.
    app.get('/debate/room/media', { schema: { tags, response: { 200: roomMedia } }, config: open }, async () => {
      const janus = ctx.config.speakRoom.janus;
      return janus ? { media: 'sfu' as const, max_people: janus.maxPeople } : { media: 'mesh' as const, max_people: ctx.config.speakRoom.meshMaxPeople };
    });
    app.get('/debate/:id/hints', { schema: { tags, params: idParam, querystring: hintsQuery, response: { 200: roomHints } }, config: member }, async (req) =>
      hintsFor(ctx, signedIn(req), req.params.id, req.query.step),
    );
    app.get('/debate/:id/speaking', { schema: { tags, params: idParam, response: { 200: speakingTimes } }, config: open }, async (req) =>
      speaking.speakingTimes(ctx, req.actor.user, req.params.id),
    );
  };

/**
 * The signalling socket of one participant in the Speak Room. Registered with the app's other socket
 * routes, where @fastify/websocket's hooks run (decision 0145).
 */
export const speakRoomSocketRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      method: 'GET',
      url: '/debate/:id/room/socket',
      schema: {
        tags,
        description:
          'With a WebSocket upgrade and `?token=`: the signalling socket of one participant in the Speak Room (frames in packages/contracts/src/speak-signal.ts, decision 0120).',
        params: idParam,
        querystring: z.object({ token: z.string().max(300).optional() }),
      },
      // The socket authenticates itself with its token (close code 4001) and checks the room on every frame.
      config: open,
      handler: async () => {
        throw badRequest('Open this address as a WebSocket');
      },
      wsHandler: (socket, req) => {
        handleRoomSocket(ctx, (req.params as { id: number }).id, socket, (req.query as { token?: string }).token);
      },
    });
  };
