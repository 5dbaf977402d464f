import { idParam, paged } from '@lingbridge/contracts/common';
import {
  articleDetail,
  articleListQuery,
  articleSource,
  articleSummary,
  createArticleBody,
  downloadQuery,
  updateArticleBody,
} from '@lingbridge/contracts/reading';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { contentDisposition, serveFile } from '../../files/download';
import { signedLinkQuery } from '../../files/signed-links';
import { withUpload } from '../../files/upload';
import { signedIn } from '../../actor/actor';
import { anyone } from '../../actor/access';
import { fileNameOf, renderDocx, renderPdf } from './documents';
import * as media from './media-service';
import { readingPolicy } from './policy';
import { findCategory } from '../categories/service';
import * as repo from './repo';
import * as articles from './service';

const tags = ['reading'];
const fileIdParam = z.object({ fileId: z.string().max(64) });

/** Articles: the list and search, the reader, downloads, recordings and editing (their cloze and quiz: features/quizzes). */
export const articleRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const open = { access: anyone };
    const editor = { access: readingPolicy.editArticles, deniedMessage: 'Only editors may change articles' };

    app.get(
      '/article',
      { schema: { tags, querystring: articleListQuery, response: { 200: paged(articleSummary) } }, config: { access: readingPolicy.browse } },
      async (req) => {
        return articles.listArticlesPage(ctx, req.actor.user, req.query);
      },
    );

    app.get('/article/:id', { schema: { tags, params: idParam, response: { 200: articleDetail } }, config: open }, async (req) => {
      return articles.readArticle(ctx, req.actor.user, req.params.id);
    });

    app.post(
      '/article/:id/unlock',
      {
        schema: {
          tags,
          params: idParam,
          summary: 'Spend one free use to open a subscriber-only article',
          description:
            'The only call that spends a free use on an article (decision 0066): reading it never does. An article already open answers as it is, at no cost. 401 ARTICLE_LOGIN_REQUIRED for visitors, 403 ARTICLE_SUBSCRIBE_REQUIRED when no free use is left.',
          response: { 200: articleDetail },
        },
        // The service answers a visitor with the reader's own code (ARTICLE_LOGIN_REQUIRED).
        config: open,
      },
      async (req) => articles.unlockArticle(ctx, req.actor.user, req.params.id),
    );

    app.get('/article/:id/source', { schema: { tags, params: idParam, response: { 200: articleSource } }, config: editor }, async (req) => {
      const user = signedIn(req);
      return articles.readSource(ctx, user, req.params.id);
    });

    app.get('/article/:id/download', { schema: { tags, params: idParam, querystring: downloadQuery }, config: open }, async (req, reply) => {
      const row = await articles.openArticle(ctx, req.actor.user, req.params.id);
      const category = await findCategory(ctx, row.categoryId);
      const opts = { pinyin: req.query.pinyin, translation: req.query.translation, categoryName: category?.name ?? '' };
      const pdf = req.query.format === 'pdf';
      const bytes = pdf ? await renderPdf(row, opts) : await renderDocx(row, opts);
      return reply
        .type(pdf ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
        .header('content-disposition', contentDisposition('attachment', fileNameOf(row.title, req.query.format)))
        .header('cache-control', 'private, no-store')
        .send(bytes);
    });

    // ---- Recordings and covers ----

    // The recording by the signed link the reader got with the article (an <audio> element sends no token).
    app.get('/article/:id/audio', { schema: { tags, params: idParam, querystring: signedLinkQuery }, config: open }, async (req, reply) => {
      const row = await repo.findArticle(ctx.db, req.params.id);
      if (!row?.audioFileId) throw notFound('Recording not found');
      return serveFile(ctx, req, reply, row.audioFileId, { kinds: ['article-audio'], link: req.query, missing: 'Recording not found' });
    });

    // Covers of articles and issues are public; nothing else is served here.
    app.get('/article/cover/:fileId', { schema: { tags, params: fileIdParam }, config: open }, async (req, reply) =>
      serveFile(ctx, req, reply, req.params.fileId, { kinds: ['cover'], missing: 'Cover not found' }),
    );

    app.post(
      '/article/:id/audio',
      { schema: { tags, params: idParam, consumes: ['multipart/form-data'], response: { 200: articleSource } }, config: editor },
      async (req) => {
        const user = signedIn(req);
        await withUpload(req, media.audioUpload(ctx), (file) => media.setArticleAudio(ctx, req.params.id, user.id, file));
        return articles.readSource(ctx, user, req.params.id);
      },
    );

    app.delete('/article/:id/audio', { schema: { tags, params: idParam, response: { 200: articleSource } }, config: editor }, async (req) => {
      const user = signedIn(req);
      await media.removeArticleAudio(ctx, req.params.id);
      return articles.readSource(ctx, user, req.params.id);
    });

    app.post(
      '/article/:id/cover',
      { schema: { tags, params: idParam, consumes: ['multipart/form-data'], response: { 200: articleSource } }, config: editor },
      async (req) => {
        const user = signedIn(req);
        if (!(await repo.findArticle(ctx.db, req.params.id))) throw notFound('Article not found');
        await withUpload(req, media.coverUpload(ctx), (file) => media.setArticleCover(ctx, req.params.id, user.id, file));
        return articles.readSource(ctx, user, req.params.id);
      },
    );

    // ---- Editing ----

    app.post('/article', { schema: { tags, body: createArticleBody, response: { 201: articleSource } }, config: editor }, async (req, reply) => {
      const user = signedIn(req);
      const row = await articles.createArticle(ctx, user, req.body);
      return reply.status(201).send(await articles.readSource(ctx, user, row.id));
    });

    app.patch('/article/:id', { schema: { tags, params: idParam, body: updateArticleBody, response: { 200: articleSource } }, config: editor }, async (req) => {
      const user = signedIn(req);
      await articles.updateArticle(ctx, req.params.id, req.body);
      return articles.readSource(ctx, user, req.params.id);
    });

    app.delete('/article/:id', { schema: { tags, params: idParam, response: { 204: z.null() } }, config: editor }, async (req, reply) => {
      await articles.deleteArticle(ctx, req.params.id);
      return reply.status(204).send(null);
    });
  };
