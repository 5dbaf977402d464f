import { idParam, rowIdParam } from '@lingbridge/contracts/common';
import {
  answerBody,
  answerResult,
  clozeAnswersBody,
  clozeResult,
  clozeTest,
  quiz,
  quizAttempt,
  quizReview,
  startAttemptBody,
} from '@lingbridge/contracts/quizzes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { signedIn } from '../../actor/actor';
import { openArticle } from '../reading/service';
import { quizzesPolicy } from './policy';
import * as quizzes from './service';

const tags = ['quizzes'];
const attemptParams = idParam.extend({ attemptId: rowIdParam });
const viewer = { access: quizzesPolicy.view };
const taker = { access: quizzesPolicy.takeQuiz };

/**
 * An article's cloze test and quiz (spec 02 §3–§4). Reading decides whether the article is open to
 * the asker (its access rule); the quiz itself, attempts and scores, is this feature's.
 */
export const quizRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/article/:id/cloze', { schema: { tags, params: idParam, response: { 200: clozeTest } }, config: viewer }, async (req) =>
      quizzes.clozeOf(await openArticle(ctx, req.actor.user, req.params.id)),
    );

    app.post(
      '/article/:id/cloze/answers',
      { schema: { tags, params: idParam, body: clozeAnswersBody, response: { 200: clozeResult } }, config: viewer },
      async (req) => quizzes.checkCloze(ctx, req.actor.user, await openArticle(ctx, req.actor.user, req.params.id), req.body.answers),
    );

    app.get('/article/:id/quiz', { schema: { tags, params: idParam, response: { 200: quiz } }, config: viewer }, async (req) =>
      quizzes.quizOf(ctx, req.actor.user, await openArticle(ctx, req.actor.user, req.params.id)),
    );

    app.post(
      '/article/:id/quiz/attempts',
      { schema: { tags, params: idParam, body: startAttemptBody.optional(), response: { 200: quizAttempt, 201: quizAttempt } }, config: taker },
      async (req, reply) => {
        const user = signedIn(req);
        const source = await openArticle(ctx, user, req.params.id);
        const { row, created } = await quizzes.startAttempt(ctx, user, source, req.body?.restart ?? false);
        return reply.status(created ? 201 : 200).send(quizzes.presentAttempt(row, source.questions));
      },
    );

    app.get('/article/:id/quiz/attempts/:attemptId', { schema: { tags, params: attemptParams, response: { 200: quizReview } }, config: taker }, async (req) => {
      const user = signedIn(req);
      return quizzes.reviewAttempt(ctx, user, await openArticle(ctx, user, req.params.id), req.params.attemptId);
    });

    app.post(
      '/article/:id/quiz/attempts/:attemptId/answers',
      { schema: { tags, params: attemptParams, body: answerBody, response: { 200: answerResult } }, config: taker },
      async (req) => {
        const user = signedIn(req);
        const source = await openArticle(ctx, user, req.params.id);
        return quizzes.answerQuestion(ctx, user, source, req.params.attemptId, req.body.question, req.body.choice);
      },
    );
  };
