import { idParam } from '@lingbridge/contracts/common';
import { askBody, discussionBody, discussionThread, mineQuery, myDiscussions, threadQuery } from '@lingbridge/contracts/discussions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../actor/actor';
import type { AppContext } from '../../context';
import { discussionsPolicy } from './policy';
import * as discussions from './service';

const tags = ['discussions'];
const created = z.object({ id: z.number().int() });

/** Questions and answers under an article or a video; /user/discussion (decision 0106). */
export const discussionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/discussions',
      { schema: { tags, querystring: threadQuery, response: { 200: discussionThread } }, config: { access: discussionsPolicy.read } },
      async (req) => discussions.thread(ctx, req.actor.user, req.query.kind, req.query.ref, req.query.page, req.query.size),
    );

    app.post('/discussions', { schema: { tags, body: askBody, response: { 201: created } }, config: { access: discussionsPolicy.post } }, async (req, reply) =>
      reply.status(201).send(await discussions.ask(ctx, signedIn(req), req.body.kind, req.body.ref, req.body.body)),
    );

    app.post(
      '/discussions/:id/answers',
      { schema: { tags, params: idParam, body: discussionBody, response: { 201: created } }, config: { access: discussionsPolicy.post } },
      async (req, reply) => reply.status(201).send(await discussions.answer(ctx, signedIn(req), req.params.id, req.body.body)),
    );

    app.delete('/discussions/:id', { schema: { tags, params: idParam }, config: { access: discussionsPolicy.listMine } }, async (req, reply) => {
      await discussions.remove(ctx, signedIn(req), req.params.id);
      return reply.status(204).send();
    });

    app.get(
      '/discussions/mine',
      { schema: { tags, querystring: mineQuery, response: { 200: myDiscussions } }, config: { access: discussionsPolicy.listMine } },
      async (req) => discussions.mine(ctx, signedIn(req), req.query.role, req.query.page, req.query.size),
    );
  };
