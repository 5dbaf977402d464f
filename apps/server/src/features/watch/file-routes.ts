import { idParam } from '@lingbridge/contracts/common';
import { captionFileName, captionQuery, videoFile, WATCH_MESSAGES } from '@lingbridge/contracts/watch';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, notFound, unauthorized } from '../../errors';
import { optionalAuth } from '../../plugins/auth';
import { captionsOf } from './captions-service';
import { publicFile, sendStoredFile, storeUpload } from './file-service';

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
      const part = !req.isMultipart() ? undefined : await req.file({ limits: { fileSize: ctx.config.videoUploadMaxBytes, files: 1 } });
      if (!part) throw new AppError(422, 'Please choose a video or caption file', [{ path: 'file', message: 'Field required' }]);
      return reply.status(201).send(await storeUpload(ctx, user, part));
    });

    // Public by unguessable id (a random UUID): the HTML5 player cannot send the bearer token, and
    // the link is only given to those who may see the video (docs/decisions/0040).
    app.get('/video/file/storage/:fileId', { schema: { tags, params: fileParam } }, async (req, reply) => {
      const f = await publicFile(ctx, req.params.fileId);
      if (!f) throw notFound('File not found');
      return sendStoredFile(ctx, reply, f, req.headers.range);
    });

    app.get('/video/:id/captions', { schema: { tags, params: idParam, querystring: captionQuery } }, async (req, reply) => {
      const { title, text, ext, mime } = await captionsOf(ctx, await actorOf(req), req.params.id, req.query.format, req.query.line);
      const name = captionFileName(title, ext);
      const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
      return reply
        .type(mime)
        .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('cache-control', 'private, no-cache')
        .send(text);
    });
  };
