import { idParam, paged, rowIdParam } from '@lingbridge/contracts/common';
import { adminVideosQuery, transcriptSentence, updateTranscriptSentenceBody, updateVideosLevelBody, video, videoCategoryBody } from '@lingbridge/contracts/watch';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { authorize, requireAuth } from '../../plugins/auth';
import { correctSentence } from './cms-service';
import { watchPolicy } from './policy';
import * as videos from './service';

const tags = ['watch'];
const sentenceParams = idParam.extend({ sentenceId: rowIdParam });

/** The CMS of Watch (spec 02 §2: videoCategory, VideoEdit/{id}): every video, levels, categories, line corrections. */
export const watchCmsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const admin = async (req: FastifyRequest) => {
      const { user } = await requireAuth(ctx, req);
      authorize(watchPolicy.curate(user), 'Only admins may change the video catalogue');
      return user;
    };

    app.get('/video/admin/list', { schema: { tags, querystring: adminVideosQuery, response: { 200: paged(video) } } }, async (req) => {
      await admin(req);
      return videos.listAllVideos(ctx, req.query);
    });

    app.patch('/video', { schema: { tags, body: updateVideosLevelBody, response: { 200: z.object({ updated: z.number().int() }) } } }, async (req) => {
      await admin(req);
      return videos.setLevels(ctx, req.body.video_ids, req.body.level);
    });

    app.patch('/video/video_category/:id', { schema: { tags, params: idParam, body: videoCategoryBody, response: { 200: video } } }, async (req) => {
      await admin(req);
      return videos.setCategory(ctx, req.params.id, req.body.category_id);
    });

    app.patch(
      '/video/:id/transcript/:sentenceId',
      { schema: { tags, params: sentenceParams, body: updateTranscriptSentenceBody, response: { 200: transcriptSentence } } },
      async (req) => {
        const { user } = await requireAuth(ctx, req);
        authorize(watchPolicy.editTranscript(user), 'Only editors may correct transcripts');
        return correctSentence(ctx, req.params.id, req.params.sentenceId, req.body);
      },
    );
  };
