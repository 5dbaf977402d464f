import { idParam } from '@lingbridge/contracts/common';
import { captionFileName, captionQuery, videoFile, WATCH_MESSAGES } from '@lingbridge/contracts/watch';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { unauthorized } from '../../errors';
import { contentDisposition, serveFile } from '../../files/download';
import { signedLinkQuery } from '../../files/signed-links';
import { withUpload } from '../../files/upload';
import { optionalAuth } from '../../plugins/auth';
import { captionsOf } from './captions-service';
import { assertMayUpload, mayViewWatchFile, storeVideoUpload, videoUpload } from './file-service';

const tags = ['watch'];
const fileParam = z.object({ fileId: z.string().max(64) });

/** Uploads (videos and caption files), the stored video bytes with Range support, caption downloads. */
export const watchFileRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const actorOf = async (req: FastifyRequest) => (await optionalAuth(ctx, req))?.user ?? null;

    app.post('/video/file', { schema: { tags, consumes: ['multipart/form-data'], response: { 201: videoFile } } }, async (req, reply) => {
      const user = await actorOf(req);
      if (!user) throw unauthorized(WATCH_MESSAGES.loginFirst);
      assertMayUpload(user);
      return reply.status(201).send(await withUpload(req, videoUpload(ctx), (file) => storeVideoUpload(ctx, user, file)));
    });

    // Videos and their pictures, with Range for the player: public ones to anyone, private ones to
    // their owner and admins, or by the signed link given with the video (docs/decisions/0050).
    // Caption files and other features' files are not served here.
    app.get('/video/file/storage/:fileId', { schema: { tags, params: fileParam, querystring: signedLinkQuery } }, async (req, reply) =>
      serveFile(ctx, req, reply, req.params.fileId, {
        kinds: ['watch-video', 'watch-thumbnail'],
        link: req.query,
        allow: async (f) => mayViewWatchFile(ctx, await actorOf(req), f),
      }),
    );

    app.get('/video/:id/captions', { schema: { tags, params: idParam, querystring: captionQuery } }, async (req, reply) => {
      const { title, text, ext, mime } = await captionsOf(ctx, await actorOf(req), req.params.id, req.query.format, req.query.line);
      const name = captionFileName(title, ext);
      return reply
        .type(mime)
        .header('content-disposition', contentDisposition('attachment', name))
        .header('cache-control', 'private, no-cache')
        .send(text);
    });
  };
