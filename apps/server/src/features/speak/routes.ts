import { idParam } from '@lingbridge/contracts/common';
import {
  SPEAK_ERRORS,
  debate,
  debateBody,
  debateListQuery,
  debatePage,
  debatePatch,
  materialArticle,
  materialVideo,
  pictureUploaded,
} from '@lingbridge/contracts/speak';
import {
  answerBody,
  articleMaterialBody,
  debateUserParams,
  debateUserPatch,
  invitation,
  invitationParams,
  inviteBody,
  likeResult,
  myLikes,
  myLikesQuery,
  myListQuery,
  myMaterials,
  myQuestions,
  participant,
  participateBody,
  participateCheck,
  participateResult,
  question,
  questionBody,
  questionList,
  questionParams,
  ticketList,
  videoMaterialBody,
} from '@lingbridge/contracts/speak-participation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { anyone } from '../../actor/access';
import { signedIn } from '../../actor/actor';
import type { AppContext } from '../../context';
import { serveFile } from '../../files/download';
import { IMAGE_TYPES } from '../../files/kinds';
import { storeNewFile } from '../../files/store';
import { withUpload, type UploadRule } from '../../files/upload';
import { eventCalendar } from './calendar';
import * as invitations from './invitations';
import * as materials from './materials';
import * as participation from './participation';
import { speakPolicy } from './policy';
import * as questions from './questions';
import * as queries from './queries';
import * as service from './service';
import * as voting from './voting';
import { timelineResponse, voteBody, votingState } from '@lingbridge/contracts/speak-room';
import { pageAnswer } from '../../db/page';

const tags = ['speak'];
const open = { access: anyone };
const member = { access: speakPolicy.signedIn, loginMessage: SPEAK_ERRORS.notSignedIn };
const verified = { access: speakPolicy.participate, loginMessage: SPEAK_ERRORS.notSignedIn, deniedMessage: 'Please verify your e-mail address first' };
const fileIdParam = z.object({ fileId: z.string().max(64) });
const ok = z.object({ ok: z.literal(true) });

const pictureUpload = (ctx: AppContext): UploadRule => ({
  maxBytes: ctx.config.avatarMaxBytes,
  types: IMAGE_TYPES,
  image: { fit: 'cover', width: 960, height: 540, quality: 80 },
  messages: { missing: 'Please choose an image', wrongType: SPEAK_ERRORS.pictureFailed },
});

/** Speak events (spec 02 §7 Events): lists, details, applications, members, likes, materials, questions. */
export const speakRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/debate', { schema: { tags, querystring: debateListQuery, response: { 200: debatePage } }, config: open }, async (req) =>
      queries.listDebates(ctx, req.actor.user, req.query),
    );
    app.post('/debate', { schema: { tags, body: debateBody, response: { 201: debate } }, config: verified }, async (req, reply) =>
      reply.status(201).send(await service.createDebate(ctx, signedIn(req), req.body)),
    );
    app.get('/debate/likes', { schema: { tags, querystring: myLikesQuery, response: { 200: myLikes } }, config: member }, async (req) =>
      service.myLikes(ctx, signedIn(req), req.query.ids),
    );
    // The /user/debate lists are paged as every list (decision 0209): ?page=&size=, 20 when not given.
    app.get('/debate/tickets', { schema: { tags, querystring: myListQuery, response: { 200: ticketList } }, config: member }, async (req) => {
      const user = signedIn(req);
      const { rows, total } = await participation.myTickets(ctx, user, req.query);
      const cards = new Map(
        (
          await queries.summariesOf(
            ctx,
            user,
            rows.map((r) => r.debate.id),
          )
        ).map((s) => [s.id, s]),
      );
      const items = rows
        .filter((r) => cards.has(r.debate.id))
        .map((r) => ({ debate: cards.get(r.debate.id)!, state: r.part.state, ticket: r.part.ticket, created_at: r.part.createdAt.toISOString() }));
      return pageAnswer(items, req.query, total);
    });
    app.get('/debate/materials', { schema: { tags, querystring: myListQuery, response: { 200: myMaterials } }, config: member }, async (req) =>
      service.myMaterials(ctx, signedIn(req), req.query),
    );
    app.get('/debate/questions', { schema: { tags, querystring: myListQuery, response: { 200: myQuestions } }, config: member }, async (req) =>
      questions.myQuestions(ctx, signedIn(req), req.query),
    );

    app.post(
      '/debate/picture',
      { schema: { tags, consumes: ['multipart/form-data'], response: { 201: pictureUploaded } }, config: verified },
      async (req, reply) => {
        const user = signedIn(req);
        const id = await withUpload(req, pictureUpload(ctx), (file) =>
          storeNewFile(ctx, file, { kind: 'speak-picture', visibility: 'public', ownerId: user.id }),
        );
        return reply.status(201).send({ file_id: id, url: `/api/v1/debate/picture/${id}` });
      },
    );
    app.get('/debate/picture/:fileId', { schema: { tags, params: fileIdParam }, config: open }, async (req, reply) =>
      serveFile(ctx, req, reply, req.params.fileId, { kinds: ['speak-picture'], missing: 'Picture not found' }),
    );

    app.get('/debate/:id', { schema: { tags, params: idParam, response: { 200: debate } }, config: open }, async (req) =>
      queries.getDebate(ctx, req.actor.user, req.params.id),
    );
    app.patch('/debate/:id', { schema: { tags, params: idParam, body: debatePatch, response: { 200: debate } }, config: member }, async (req) =>
      service.patchDebate(ctx, signedIn(req), req.params.id, req.body),
    );
    app.get('/debate/:id/calendar.ics', { schema: { tags, params: idParam }, config: open }, async (req, reply) => {
      const d = await queries.visibleDebate(ctx, req.actor.user, req.params.id);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="lingbridge-event-${d.id}.ics"`)
        .send(eventCalendar(d, ctx.config.publicUrl, ctx.now()));
    });

    // ---- taking part ----
    app.post(
      '/debate/:id/participate-check',
      { schema: { tags, params: idParam, body: participateBody, response: { 200: participateCheck } }, config: member },
      async (req) => participation.checkParticipation(ctx, signedIn(req), req.params.id, req.body),
    );
    app.post(
      '/debate/:id/participate',
      { schema: { tags, params: idParam, body: participateBody, response: { 201: participateResult } }, config: verified },
      async (req, reply) => reply.status(201).send(await participation.participate(ctx, signedIn(req), req.params.id, req.body)),
    );
    // An audience ticket (spec 02 §7 attendee): free ones wait for the initiator's approval. The
    // body is optional: a POST with none (Fastify hands the schema null) is a ticket without a message.
    app.post(
      '/debate/:id/attendee',
      { schema: { tags, params: idParam, body: participateBody.pick({ message: true }).nullish(), response: { 201: participateResult } }, config: verified },
      async (req, reply) =>
        reply.status(201).send(await participation.participate(ctx, signedIn(req), req.params.id, { role: 'audience', message: req.body?.message ?? null })),
    );
    app.patch(
      '/debate/debate_user/:debateId/:userId',
      {
        schema: { tags, params: debateUserParams, body: debateUserPatch, response: { 200: participant.extend({ free_use_returned: z.boolean() }) } },
        config: member,
      },
      async (req) => participation.changeParticipant(ctx, signedIn(req), req.params.debateId, req.params.userId, req.body),
    );
    app.get('/debate/:id/roles', { schema: { tags, params: idParam, response: { 200: z.array(participant) } }, config: open }, async (req) =>
      participation.roles(ctx, req.actor.user, req.params.id),
    );
    app.post('/debate/:id/like', { schema: { tags, params: idParam, response: { 200: likeResult } }, config: member }, async (req) =>
      service.toggleLike(ctx, signedIn(req), req.params.id),
    );

    // ---- invitations ----
    app.post(
      '/debate/:id/invite',
      { schema: { tags, params: idParam, body: inviteBody, response: { 200: z.object({ sent: z.boolean() }) } }, config: verified },
      async (req) => invitations.invite(ctx, signedIn(req), req.params.id, req.body),
    );
    app.get('/debate/invitation/:token', { schema: { tags, params: invitationParams, response: { 200: invitation } }, config: member }, async (req) =>
      invitations.getInvitation(ctx, signedIn(req), req.params.token),
    );
    app.post(
      '/debate/invitation/:token/:answer',
      {
        schema: {
          tags,
          params: invitationParams.extend({ answer: z.enum(['accept', 'decline']) }),
          response: { 200: z.object({ status: z.enum(['accepted', 'declined']), participant: participant.nullable() }) },
        },
        config: verified,
      },
      async (req) => invitations.answerInvitation(ctx, signedIn(req), req.params.token, req.params.answer === 'accept'),
    );

    // ---- materials (DELETE with a body, as spec 02 §7 has it) ----
    app.get('/debate/:id/article', { schema: { tags, params: idParam, response: { 200: z.array(materialArticle) } }, config: open }, async (req) =>
      materials.listArticles(ctx, req.actor.user, req.params.id),
    );
    app.post(
      '/debate/:id/article',
      { schema: { tags, params: idParam, body: articleMaterialBody, response: { 200: z.array(materialArticle) } }, config: member },
      async (req) => materials.addArticle(ctx, signedIn(req), req.params.id, req.body.article_id),
    );
    app.delete(
      '/debate/:id/article',
      { schema: { tags, params: idParam, body: articleMaterialBody, response: { 200: z.array(materialArticle) } }, config: member },
      async (req) => materials.removeArticle(ctx, signedIn(req), req.params.id, req.body.article_id),
    );
    app.get('/debate/:id/video', { schema: { tags, params: idParam, response: { 200: z.array(materialVideo) } }, config: open }, async (req) =>
      materials.listVideos(ctx, req.actor.user, req.params.id),
    );
    app.post(
      '/debate/:id/video',
      { schema: { tags, params: idParam, body: videoMaterialBody, response: { 200: z.array(materialVideo) } }, config: member },
      async (req) => materials.addVideo(ctx, signedIn(req), req.params.id, req.body.video_id),
    );
    app.delete(
      '/debate/:id/video',
      { schema: { tags, params: idParam, body: videoMaterialBody, response: { 200: z.array(materialVideo) } }, config: member },
      async (req) => materials.removeVideo(ctx, signedIn(req), req.params.id, req.body.video_id),
    );

    // ---- the room's timeline and the vote (spec 02 §4) ----
    app.get('/debate/:id/timeline', { schema: { tags, params: idParam, response: { 200: timelineResponse } }, config: open }, async (req) =>
      voting.timeline(ctx, req.actor.user, req.params.id),
    );
    app.get('/debate/:id/vote', { schema: { tags, params: idParam, response: { 200: votingState } }, config: open }, async (req) =>
      voting.votingState(ctx, req.actor.user, req.params.id),
    );
    app.post('/debate/:id/vote/activity', { schema: { tags, params: idParam, response: { 200: votingState } }, config: member }, async (req) =>
      voting.openVoting(ctx, signedIn(req), req.params.id),
    );
    app.post('/debate/:id/vote', { schema: { tags, params: idParam, body: voteBody, response: { 200: votingState } }, config: member }, async (req) =>
      voting.vote(ctx, signedIn(req), req.params.id, req.body),
    );

    // ---- questions and answers ----
    app.get('/debate/:id/qa', { schema: { tags, params: idParam, querystring: myListQuery, response: { 200: questionList } }, config: member }, async (req) =>
      questions.listQuestions(ctx, signedIn(req), req.params.id, req.query),
    );
    app.post('/debate/:id/qa', { schema: { tags, params: idParam, body: questionBody, response: { 201: question } }, config: member }, async (req, reply) =>
      reply.status(201).send(await questions.ask(ctx, signedIn(req), req.params.id, req.body.question)),
    );
    app.patch(
      '/debate/:id/qa/:questionId',
      { schema: { tags, params: questionParams, body: answerBody, response: { 200: question } }, config: member },
      async (req) => questions.answer(ctx, signedIn(req), req.params.id, req.params.questionId, req.body.answer),
    );
    app.delete('/debate/:id/qa/:questionId', { schema: { tags, params: questionParams, response: { 200: ok } }, config: member }, async (req) => {
      await questions.removeQuestion(ctx, signedIn(req), req.params.id, req.params.questionId);
      return { ok: true as const };
    });
  };
