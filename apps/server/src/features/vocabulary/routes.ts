import {
  dictionaryLookupBody,
  reviewBody,
  reviewDue,
  reviewDueQuery,
  saveSentenceBody,
  sentence,
  sentenceListQuery,
  updateSentenceBody,
  videoLookupBody,
  vocabularyEntry,
  vocabularyListQuery,
} from '@lingbridge/contracts/vocabulary';
import { idParam, paged } from '@lingbridge/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { signedIn } from '../../actor/actor';
import { vocabularyPolicy } from './policy';
import { presentEntry, presentSentence } from './presenter';
import * as sentences from './sentence-service';
import * as vocab from './service';

const tags = ['vocabulary'];

/** Word lookups, the notebook, flip-card review and saved sentences (spec 01 §3, §4, §7). */
export const vocabularyRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/video/vocabulary',
      { schema: { tags, body: videoLookupBody, response: { 200: vocabularyEntry } }, config: { access: vocabularyPolicy.lookUp } },
      async (req) => {
        const user = signedIn(req);
        const b = req.body;
        const row = await vocab.lookUpWord(ctx, user, {
          text: b.text,
          from: b.lang_from,
          to: b.lang_to,
          videoId: vocab.idOf(b.video_id),
          sentence: b.sentence,
        });
        return presentEntry(row);
      },
    );

    app.post(
      '/dictionary/lookup',
      { schema: { tags, body: dictionaryLookupBody, response: { 200: vocabularyEntry } }, config: { access: vocabularyPolicy.lookUp } },
      async (req) => {
        const user = signedIn(req);
        const b = req.body;
        const row = await vocab.lookUpWord(ctx, user, {
          text: b.text,
          from: b.lang_from,
          to: b.lang_to,
          videoId: vocab.idOf(b.context?.video_id),
          articleId: vocab.idOf(b.context?.article_id),
          sentence: b.context?.sentence,
        });
        return presentEntry(row);
      },
    );

    app.get(
      '/vocabulary',
      { schema: { tags, querystring: vocabularyListQuery, response: { 200: paged(vocabularyEntry) } }, config: { access: vocabularyPolicy.useNotebook } },
      async (req) => {
        const user = signedIn(req);
        const page = await vocab.listVocabulary(ctx, user, req.query);
        return { ...page, items: page.items.map(presentEntry) };
      },
    );

    app.post(
      '/vocabulary/save/:id',
      { schema: { tags, params: idParam, response: { 200: vocabularyEntry } }, config: { access: vocabularyPolicy.useNotebook } },
      async (req) => {
        const user = signedIn(req);
        return presentEntry(await vocab.toggleSave(ctx, user, req.params.id));
      },
    );

    app.get(
      '/vocabulary/review/due',
      { schema: { tags, querystring: reviewDueQuery, response: { 200: reviewDue } }, config: { access: vocabularyPolicy.useNotebook } },
      async (req) => {
        const user = signedIn(req);
        const { items, total } = await vocab.dueForReview(ctx, user, req.query.limit, req.query.learning_language);
        return { items: items.map(presentEntry), total_due: total };
      },
    );

    app.post(
      '/vocabulary/review/:id',
      { schema: { tags, params: idParam, body: reviewBody, response: { 200: vocabularyEntry } }, config: { access: vocabularyPolicy.useNotebook } },
      async (req) => {
        const user = signedIn(req);
        return presentEntry(await vocab.reviewEntry(ctx, user, req.params.id, req.body.rating));
      },
    );

    app.post(
      '/video/sentence',
      { schema: { tags, body: saveSentenceBody, response: { 200: sentence, 201: sentence } }, config: { access: vocabularyPolicy.useNotebook } },
      async (req, reply) => {
        const user = signedIn(req);
        const { row, created } = await sentences.saveSentence(ctx, user, req.body);
        return reply.status(created ? 201 : 200).send(presentSentence(row));
      },
    );

    app.patch(
      '/video/sentence/:id',
      { schema: { tags, params: idParam, body: updateSentenceBody, response: { 200: sentence } }, config: { access: vocabularyPolicy.useNotebook } },
      async (req) => {
        const user = signedIn(req);
        return presentSentence(await sentences.setSentenceClicks(ctx, user, req.params.id, req.body.click_count));
      },
    );

    app.delete(
      '/video/sentence/:id',
      { schema: { tags, params: idParam, response: { 204: z.null() } }, config: { access: vocabularyPolicy.useNotebook } },
      async (req, reply) => {
        const user = signedIn(req);
        await sentences.removeSentence(ctx, user, req.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/video/sentence/list',
      { schema: { tags, querystring: sentenceListQuery, response: { 200: paged(sentence) } }, config: { access: vocabularyPolicy.useNotebook } },
      async (req) => {
        const user = signedIn(req);
        const q = req.query;
        const filter = { language: q.learning_language, articleId: q.article_id?.toString(), videoId: q.video_id?.toString() };
        const page = await sentences.listSentencesPage(ctx, user, q.page, q.size, filter);
        return { ...page, items: page.items.map(presentSentence) };
      },
    );
  };
