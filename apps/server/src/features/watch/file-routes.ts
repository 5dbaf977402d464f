import { idParam } from '@lingbridge/contracts/common';
import { captionFileName, captionQuery, videoFile, WATCH_MESSAGES } from '@lingbridge/contracts/watch';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { contentDisposition, serveFile } from '../../files/download';
import { signedLinkQuery } from '../../files/signed-links';
import { withUpload } from '../../files/upload';
import { signedIn } from '../../actor/actor';
import { anyone } from '../../actor/access';
import { ACCOUNT_ERRORS } from '@lingbridge/contracts/accounts';
import { captionsOf } from './captions-service';
import { watchPolicy } from './policy';
import { mayViewWatchFile, storeVideoUpload, videoUpload } from './file-service';

const tags = ['watch'];
const fileParam = z.object({ fileId: z.string().max(64) });

/** Uploads (videos and caption files), the stored video bytes with Range support, caption downloads. */
export const watchFileRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const submit = { access: watchPolicy.submit, loginMessage: WATCH_MESSAGES.loginFirst, deniedMessage: ACCOUNT_ERRORS.notVerified };
    app.post('/video/file', { schema: { tags, consumes: ['multipart/form-data'], response: { 201: videoFile } }, config: submit }, async (req, reply) => {
      const user = signedIn(req);
      return reply.status(201).send(await withUpload(req, videoUpload(ctx), (file) => storeVideoUpload(ctx, user, file)));
    });

    // Videos and their pictures, with Range for the player: public ones to anyone, private ones to
    // their owner and admins, or by the signed link given with the video (docs/decisions/0050).
    // Caption files and other features' files are not served here.
    app.get(
      '/video/file/storage/:fileId',
      { schema: { tags, params: fileParam, querystring: signedLinkQuery }, config: { access: anyone } },
      async (req, reply) =>
        serveFile(ctx, req, reply, req.params.fileId, {
          kinds: ['watch-video', 'watch-thumbnail'],
          link: req.query,
          allow: async (f) => mayViewWatchFile(ctx, req.actor.user, f),
        }),
    );

    app.get('/video/:id/captions', { schema: { tags, params: idParam, querystring: captionQuery }, config: { access: anyone } }, async (req, reply) => {
      const { title, text, ext, mime } = await captionsOf(ctx, req.actor.user, req.params.id, req.query.format, req.query.line);
      const name = captionFileName(title, ext);
      return reply.type(mime).header('content-disposition', contentDisposition('attachment', name)).header('cache-control', 'private, no-cache').send(text);
    });
  };
