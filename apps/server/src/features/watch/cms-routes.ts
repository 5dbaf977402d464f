import { idParam, paged, rowIdParam } from '@lingbridge/contracts/common';
import {
  adminVideosQuery,
  transcriptSentence,
  updateTranscriptSentenceBody,
  updateVideosLevelBody,
  video,
  videoCategoryBody,
} from '@lingbridge/contracts/watch';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { correctSentence } from './cms-service';
import { watchPolicy } from './policy';
import * as videos from './service';

const tags = ['watch'];
const curator = { access: watchPolicy.curate, deniedMessage: 'Only admins may change the video catalogue' };
const sentenceParams = idParam.extend({ sentenceId: rowIdParam });

/** The CMS of Watch (spec 02 §2: videoCategory, VideoEdit/{id}): every video, levels, categories, line corrections. */
export const watchCmsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/video/admin/list', { schema: { tags, querystring: adminVideosQuery, response: { 200: paged(video) } }, config: curator }, async (req) => {
      return videos.listAllVideos(ctx, req.query);
    });

    app.patch(
      '/video',
      { schema: { tags, body: updateVideosLevelBody, response: { 200: z.object({ updated: z.number().int() }) } }, config: curator },
      async (req) => {
        return videos.setLevels(ctx, req.body.video_ids, req.body.level);
      },
    );

    app.patch(
      '/video/video_category/:id',
      { schema: { tags, params: idParam, body: videoCategoryBody, response: { 200: video } }, config: curator },
      async (req) => {
        return videos.setCategory(ctx, req.params.id, req.body.category_id);
      },
    );

    app.patch(
      '/video/:id/transcript/:sentenceId',
      {
        schema: { tags, params: sentenceParams, body: updateTranscriptSentenceBody, response: { 200: transcriptSentence } },
        config: { access: watchPolicy.editTranscript, deniedMessage: 'Only editors may correct transcripts' },
      },
      async (req) => {
        return correctSentence(ctx, req.params.id, req.params.sentenceId, req.body);
      },
    );
  };
