import {
  commentBody,
  commentIdParam,
  recording,
  recordingIdParam,
  type Recording,
  recordingList,
  recordingListQuery,
  RECORDING_ERRORS,
  RECORDING_MESSAGES,
  renameBody,
  reviewBody,
  nativePitch,
  nativePitchParams,
} from '@lingbridge/contracts/recordings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../actor/actor';
import { anyone } from '../../actor/access';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { serveFile } from '../../files/download';
import { signedLinkQuery } from '../../files/signed-links';
import { withUpload } from '../../files/upload';
import { recordingsPolicy } from './policy';
import { nativePitch as nativePitchOf } from './pitch-service';
import * as service from './service';
import type { Fields } from './service';

const tags = ['recordings'];
const idParam = recordingIdParam;
const signedInOnly = { access: recordingsPolicy.use, loginMessage: RECORDING_MESSAGES.unauthorized };

/**
 * The six calls of spec 02 §7 "Audio recording", plus the teacher's feedback, registered under the
 * recordings base (config RECORDINGS_API_PREFIX, default /api/recordings/v1; decision 0100).
 */
export const recordingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Paged (decision 0209): ?page=&size= as every paged list, the first 20 when not given.
    app.get(
      '/audio_recording/user/:id',
      { schema: { tags, params: idParam, querystring: recordingListQuery, response: { 200: recordingList } }, config: signedInOnly },
      async (req) => service.listOfUser(ctx, signedIn(req), req.params.id, req.query),
    );

    app.get(
      '/audio_recording/group/:id',
      { schema: { tags, params: idParam, querystring: recordingListQuery, response: { 200: recordingList } }, config: signedInOnly },
      async (req) => service.listOfGroup(ctx, signedIn(req), req.params.id, req.query),
    );

    app.post('/audio_recording', { schema: { tags, consumes: ['multipart/form-data'], response: { 200: recording } }, config: signedInOnly }, async (req) => {
      const user = signedIn(req);
      return withUpload<Recording, Fields>(
        req,
        service.recordingUpload(ctx),
        (file, fields) => service.saveRecording(ctx, user, file, fields),
        (fields) => service.checkUploadFields(ctx, user, fields),
      );
    });

    app.get('/audio_recording/:id', { schema: { tags, params: idParam, response: { 200: recording } }, config: signedInOnly }, async (req) =>
      service.getRecording(ctx, signedIn(req), req.params.id),
    );

    app.patch(
      '/audio_recording/:id',
      { schema: { tags, params: idParam, body: renameBody, response: { 200: recording } }, config: signedInOnly },
      async (req) => service.renameRecording(ctx, signedIn(req), req.params.id, req.body),
    );

    app.delete('/audio_recording/:id', { schema: { tags, params: idParam, response: { 204: z.null() } }, config: signedInOnly }, async (req, reply) => {
      await service.deleteRecording(ctx, signedIn(req), req.params.id);
      return reply.status(204).send(null);
    });

    // The audio with Range for the player: by the bearer token of someone who may hear it, or by the
    // signed link given with the recording (an <audio> element sends no token; decision 0050).
    app.get(
      '/audio_recording/audio_file/:id',
      { schema: { tags, params: idParam, querystring: signedLinkQuery }, config: { access: anyone } },
      async (req, reply) => {
        const fileId = await service.fileOf(ctx, req.params.id).catch(() => null);
        if (!fileId) throw notFound(RECORDING_ERRORS.notFound);
        return serveFile(ctx, req, reply, fileId, {
          kinds: ['recording'],
          link: req.query,
          allow: (f) => service.mayHearFile(ctx, req.actor.user, f.id),
          missing: RECORDING_ERRORS.notFound,
          disposition: () => 'inline',
        });
      },
    );

    app.post(
      '/audio_recording/:id/comment',
      { schema: { tags, params: idParam, body: commentBody, response: { 200: recording } }, config: signedInOnly },
      async (req) => service.addComment(ctx, signedIn(req), req.params.id, req.body),
    );

    app.delete(
      '/audio_recording/:id/comment/:commentId',
      { schema: { tags, params: commentIdParam, response: { 200: recording } }, config: signedInOnly },
      async (req) => service.removeComment(ctx, signedIn(req), req.params.id, req.params.commentId),
    );

    app.put(
      '/audio_recording/:id/review',
      { schema: { tags, params: idParam, body: reviewBody, response: { 200: recording } }, config: signedInOnly },
      async (req) => service.reviewRecording(ctx, signedIn(req), req.params.id, req.body),
    );

    // The native reading's pitch of one sentence for the tones-as-pitch view (decision 0104).
    app.get(
      '/audio_recording/native_pitch/:articleId/:index',
      { schema: { tags, params: nativePitchParams, response: { 200: nativePitch } }, config: signedInOnly },
      async (req) => nativePitchOf(ctx, signedIn(req), req.params.articleId, req.params.index),
    );
  };
