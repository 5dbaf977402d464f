import { idParam, pageQuery } from '@lingbridge/contracts/common';
import {
  activityAccepted,
  activityBatch,
  adminActivity,
  archiveParams,
  archiveQuery,
  archiveState,
  archivedList,
  adminActivityQuery,
  goalBody,
  learningReport,
  myQuizzes,
  newWords,
  newWordsQuery,
  popularity,
  reportQuery,
  savedState,
  savedSummary,
  savedVideos,
  wordMarks,
  wordMarksQuery,
} from '@lingbridge/contracts/learning';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../actor/actor';
import type { AppContext } from '../../context';
import { learningPolicy } from './policy';
import * as learning from './service';
import * as archive from './archive-service';

const tags = ['learning'];
const learner = { access: learningPolicy.track };
const admin = { access: learningPolicy.activityOfAll };

/** My learning (issue 18): the tracker's batches, the report, the goal, my quizzes, everyone's activity. */
export const learningRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/learning/activity',
      // A batch of 200 lines is about 25 kB; anything much larger is refused before parsing (413).
      { schema: { tags, body: activityBatch, response: { 200: activityAccepted } }, config: learner, bodyLimit: 64 * 1024 },
      async (req) => learning.acceptBatch(ctx, signedIn(req), req.body.entries),
    );

    app.get(
      '/learning/report',
      { schema: { tags, querystring: reportQuery, response: { 200: learningReport } }, config: { access: learningPolicy.report } },
      async (req) => learning.report(ctx, signedIn(req), req.query.tz),
    );

    app.put('/learning/goal', { schema: { tags, body: goalBody, response: { 200: goalBody } }, config: { access: learningPolicy.report } }, async (req) => {
      await learning.setGoal(ctx, signedIn(req), req.body);
      return req.body;
    });

    app.get(
      '/learning/new-words',
      { schema: { tags, querystring: newWordsQuery, response: { 200: newWords } }, config: { access: learningPolicy.report } },
      async (req) => learning.newWords(ctx, signedIn(req), req.query.ids),
    );

    app.get(
      '/learning/word-marks',
      { schema: { tags, querystring: wordMarksQuery, response: { 200: wordMarks } }, config: { access: learningPolicy.report } },
      async (req) => learning.wordMarks(ctx, signedIn(req), req.query.language),
    );

    app.get('/learning/popularity', { schema: { tags, response: { 200: popularity } }, config: { access: learningPolicy.report } }, async (req) =>
      learning.popularity(ctx, signedIn(req)),
    );

    app.get('/learning/saved', { schema: { tags, response: { 200: savedSummary } }, config: { access: learningPolicy.report } }, async (req) =>
      learning.savedSummary(ctx, signedIn(req)),
    );

    app.get(
      '/learning/saved/videos',
      {
        schema: { tags, querystring: pageQuery.extend({ size: z.coerce.number().int().min(1).max(60).default(24) }), response: { 200: savedVideos } },
        config: { access: learningPolicy.report },
      },
      async (req) => learning.listSavedVideos(ctx, signedIn(req), req.query.page, req.query.size),
    );

    app.get(
      '/learning/saved/videos/:id',
      { schema: { tags, params: idParam, response: { 200: savedState } }, config: { access: learningPolicy.report } },
      async (req) => learning.savedState(ctx, signedIn(req), req.params.id),
    );

    app.put(
      '/learning/saved/videos/:id',
      { schema: { tags, params: idParam, response: { 200: savedState, 201: savedState } }, config: { access: learningPolicy.report } },
      async (req, reply) => {
        const created = await learning.saveVideo(ctx, signedIn(req), req.params.id);
        return reply.status(created ? 201 : 200).send({ video_id: req.params.id, saved: true });
      },
    );

    app.delete('/learning/saved/videos/:id', { schema: { tags, params: idParam }, config: { access: learningPolicy.report } }, async (req, reply) => {
      await learning.unsaveVideo(ctx, signedIn(req), req.params.id);
      return reply.status(204).send();
    });

    // /user/archived (decision 0105)
    const mine = { access: learningPolicy.archive };
    app.get('/learning/archive', { schema: { tags, querystring: archiveQuery, response: { 200: archivedList } }, config: mine }, async (req) =>
      archive.listArchived(ctx, signedIn(req), req.query.kind, req.query.page, req.query.size),
    );
    app.get('/learning/archive/:kind/:id', { schema: { tags, params: archiveParams, response: { 200: archiveState } }, config: mine }, async (req) =>
      archive.archiveState(ctx, signedIn(req), req.params.kind, req.params.id),
    );
    app.put(
      '/learning/archive/:kind/:id',
      { schema: { tags, params: archiveParams, response: { 200: archiveState, 201: archiveState } }, config: mine },
      async (req, reply) => {
        const { kind, id } = req.params;
        const created = await archive.archiveItem(ctx, signedIn(req), kind, id);
        return reply.status(created ? 201 : 200).send({ kind, id, archived: true });
      },
    );
    app.delete('/learning/archive/:kind/:id', { schema: { tags, params: archiveParams }, config: mine }, async (req, reply) => {
      await archive.restoreItem(ctx, signedIn(req), req.params.kind, req.params.id);
      return reply.status(204).send();
    });

    app.get(
      '/learning/quizzes',
      {
        schema: { tags, querystring: pageQuery.extend({ size: z.coerce.number().int().min(1).max(100).default(20) }), response: { 200: myQuizzes } },
        config: { access: learningPolicy.report },
      },
      async (req) => learning.myQuizzes(ctx, signedIn(req), req.query.page, req.query.size),
    );

    app.get('/admin/learning/activity', { schema: { tags, querystring: adminActivityQuery, response: { 200: adminActivity } }, config: admin }, async (req) =>
      learning.activityOfAll(ctx, req.query),
    );

    app.get('/admin/learning/activity.csv', { schema: { tags, querystring: adminActivityQuery }, config: admin }, async (req, reply) => {
      const { from, to, csv } = await learning.activityCsv(ctx, req.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="activity-${from}-${to}.csv"`)
        .send(csv);
    });
  };
