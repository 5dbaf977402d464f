import { idParam, paged } from '@lingbridge/contracts/common';
import { createVideoBody, getVideoQuery, myVideosQuery, updateVideoBody, video, videoListQuery, WATCH_MESSAGES } from '@lingbridge/contracts/watch';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { signedIn } from '../../actor/actor';
import { anyone, signedInUser } from '../../actor/access';
import { videoFileLinks } from './file-service';
import { presentVideo } from './presenter';
import type { VideoAnswer } from './transcript-cache';
import * as videos from './service';

const tags = ['watch'];
const defaultQuery = z.object({
  learning_language: z.preprocess(
    (v) => (typeof v === 'string' ? (({ zh: 'Simplified_Chinese', es: 'Spanish', en: 'English' } as Record<string, string>)[v.toLowerCase()] ?? v) : v),
    z.string().max(40).optional(),
  ),
});

/**
 * The player's JSON, serialized once when the transcript was written (transcript-cache.ts). The
 * browser revalidates with the version tag and gets 304 while the transcript is unchanged.
 */
function sendJson(req: FastifyRequest, reply: FastifyReply, r: VideoAnswer, cache: string) {
  reply.header('cache-control', cache).header('etag', r.etag).header('vary', 'accept-encoding');
  if (req.headers['if-none-match'] === r.etag) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  // Compressed once per version: a 900-sentence transcript shrinks several times over.
  if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return reply.header('content-encoding', 'gzip').send(r.gzip);
  return reply.send(r.raw);
}

/** Videos: submit, read (and poll), list, rename, delete, retry. */
export const watchRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    /** Watch's own 401: the client shows it with a Login button (spec 01 §8). */
    const member = { access: signedInUser, loginMessage: WATCH_MESSAGES.loginFirst };
    const open = { access: anyone };

    app.post('/video', { schema: { tags, body: createVideoBody, response: { 201: video } }, config: member }, async (req, reply) => {
      const user = signedIn(req);
      return reply.status(201).send(await videos.submitVideo(ctx, user, req.body));
    });

    app.get('/video', { schema: { tags, querystring: myVideosQuery, response: { 200: paged(video) } }, config: member }, async (req) =>
      videos.listMyVideos(ctx, signedIn(req), req.query),
    );

    app.get('/video/list', { schema: { tags, querystring: videoListQuery, response: { 200: paged(video) } }, config: open }, async (req) =>
      videos.listCatalogue(ctx, req.query),
    );

    app.get('/video/default', { schema: { tags, querystring: defaultQuery, response: { 200: video } }, config: open }, async (req, reply) =>
      sendJson(req, reply, await videos.readDefaultVideoJson(ctx, req.query.learning_language), 'no-cache'),
    );

    // Polled every 10 s by every open upload panel with include_transcript=false: one read by key.
    app.get('/video/:id', { schema: { tags, params: idParam, querystring: getVideoQuery, response: { 200: video } }, config: open }, async (req, reply) => {
      const actor = req.actor.user;
      if (!req.query.include_transcript) return presentVideo(await videos.visibleVideo(ctx, actor, req.params.id), videoFileLinks(ctx));
      return sendJson(req, reply, await videos.readVideoJson(ctx, actor, req.params.id), 'private, no-cache');
    });

    app.patch('/video/:id', { schema: { tags, params: idParam, body: updateVideoBody, response: { 200: video } }, config: member }, async (req) =>
      videos.updateVideo(ctx, signedIn(req), req.params.id, req.body),
    );

    app.delete('/video/:id', { schema: { tags, params: idParam, response: { 204: z.null() } }, config: member }, async (req, reply) => {
      await videos.deleteVideo(ctx, signedIn(req), req.params.id);
      return reply.status(204).send(null);
    });

    app.post('/video/:id/retry', { schema: { tags, params: idParam, response: { 200: video } }, config: member }, async (req) =>
      videos.retryVideo(ctx, signedIn(req), req.params.id),
    );
  };
