import {
  assignment,
  assignmentBody,
  assignmentParams,
  groupReport,
  reportQuery,
  unknownWords,
  unknownWordsQuery,
  createdLearners,
  group,
  groupBody,
  groupList,
  groupListQuery,
  groupParams,
  groupUsersBody,
  invitationView,
  joinCodeBody,
  joinResult,
  learnersBody,
  organization,
  orgBody,
  orgIdParam,
  orgUsersBody,
  tokenParam,
  updateGroupBody,
  updateOrgBody,
} from '@lingbridge/contracts/organizations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { anyone, signedInUser } from '../../actor/access';
import { signedIn } from '../../actor/actor';
import type { AppContext } from '../../context';
import { limitAttempts } from '../../plugins/rate-limit';
import { organizationsPolicy } from './policy';
import * as groups from './groups-service';
import * as joining from './joining-service';
import * as service from './service';
import * as teaching from './teaching-service';

const tags = ['organizations'];
const member = { access: organizationsPolicy.use };

/** Organisations, groups and members (spec 02 §7 Organisations, the nine calls; docs/decisions/0090-0094). */
export const organizationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/organization/org', { schema: { tags, response: { 200: z.array(organization) } }, config: member }, async (req) =>
      service.listOrganizations(ctx, signedIn(req)),
    );

    app.post(
      '/organization/org',
      {
        schema: { tags, body: orgBody, response: { 201: organization } },
        config: { access: organizationsPolicy.create, deniedMessage: 'Only teachers and administrators create organisations' },
      },
      async (req, reply) => reply.status(201).send(await service.createOrganization(ctx, signedIn(req), req.body)),
    );

    app.patch(
      '/organization/org/:id',
      { schema: { tags, params: orgIdParam, body: updateOrgBody, response: { 200: organization } }, config: member },
      async (req) => service.updateOrganization(ctx, signedIn(req), req.params.id, req.body),
    );

    app.put(
      '/organization/org/:id/user',
      { schema: { tags, params: orgIdParam, body: orgUsersBody, response: { 200: organization } }, config: member },
      async (req) => service.setOrganizationUsers(ctx, signedIn(req), req.params.id, req.body),
    );

    app.get('/organization/org/group', { schema: { tags, querystring: groupListQuery, response: { 200: groupList } }, config: member }, async (req) =>
      groups.listGroups(ctx, signedIn(req), req.query.archived === '1'),
    );

    app.post(
      '/organization/org/:id/group',
      { schema: { tags, params: orgIdParam, body: groupBody, response: { 201: group } }, config: member },
      async (req, reply) => reply.status(201).send(await groups.createGroup(ctx, signedIn(req), req.params.id, req.body)),
    );

    app.patch(
      '/organization/org/:orgId/group/:groupId',
      { schema: { tags, params: groupParams, body: updateGroupBody, response: { 200: group } }, config: member },
      async (req) => groups.updateGroup(ctx, signedIn(req), req.params.orgId, req.params.groupId, req.body),
    );

    app.put(
      '/organization/org/:orgId/group/:groupId/user',
      { schema: { tags, params: groupParams, body: groupUsersBody, response: { 200: group } }, config: member },
      async (req) => groups.setGroupUsers(ctx, signedIn(req), req.params.orgId, req.params.groupId, req.body),
    );

    // Joining and leaving (not in the spec's list; docs/decisions/0092)

    app.post('/organization/org/:id/leave', { schema: { tags, params: orgIdParam, response: { 204: z.null() } }, config: member }, async (req, reply) => {
      await joining.leaveOrganization(ctx, signedIn(req), req.params.id);
      return reply.status(204).send(null);
    });

    app.get(
      '/organization/invitation/:token',
      { schema: { tags, params: tokenParam, response: { 200: invitationView } }, config: { access: anyone } },
      async (req) => joining.viewInvitation(ctx, req.params.token),
    );

    app.post(
      '/organization/invitation/:token/accept',
      { schema: { tags, params: tokenParam, response: { 200: joinResult } }, config: { access: signedInUser } },
      async (req) => joining.acceptInvitation(ctx, signedIn(req), req.params.token),
    );

    app.post('/organization/join', { schema: { tags, body: joinCodeBody, response: { 200: joinResult } }, config: { access: signedInUser } }, async (req) => {
      // Class codes are short: guessing them is limited like sign-in attempts, per address and account.
      const user = signedIn(req);
      await limitAttempts(ctx, req, 'class-code', String(user.id));
      return joining.joinByCode(ctx, user, req.body.code);
    });

    app.get(
      '/organization/org/:orgId/group/:groupId/reporting',
      { schema: { tags, params: groupParams, querystring: reportQuery, response: { 200: groupReport } }, config: member },
      async (req, reply) => {
        const r = await teaching.groupReport(ctx, signedIn(req), req.params.orgId, req.params.groupId, req.query);
        if (req.query.format !== 'csv') return r.body;
        const name = `report-${r.group.id}-${r.body.from.slice(0, 10)}-${r.body.to.slice(0, 10)}.csv`;
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .serializer(String)
          .send(r.csv() as never);
      },
    );

    app.get(
      '/organization/org/:orgId/group/:groupId/unknown_words',
      { schema: { tags, params: groupParams, querystring: unknownWordsQuery, response: { 200: unknownWords } }, config: member },
      async (req) =>
        teaching.unknownWords(
          ctx,
          signedIn(req),
          req.params.orgId,
          req.params.groupId,
          req.query.article_id ? { articleId: req.query.article_id } : { videoId: req.query.video_id! },
        ),
    );

    app.get(
      '/organization/org/:orgId/group/:groupId/assignment',
      { schema: { tags, params: groupParams, response: { 200: z.array(assignment) } }, config: member },
      async (req) => teaching.listGroupAssignments(ctx, signedIn(req), req.params.orgId, req.params.groupId),
    );

    app.post(
      '/organization/org/:orgId/group/:groupId/assignment',
      { schema: { tags, params: groupParams, body: assignmentBody, response: { 201: assignment } }, config: member },
      async (req, reply) => reply.status(201).send(await teaching.createAssignment(ctx, signedIn(req), req.params.orgId, req.params.groupId, req.body)),
    );

    app.delete(
      '/organization/org/:orgId/group/:groupId/assignment/:id',
      { schema: { tags, params: assignmentParams, response: { 204: z.null() } }, config: member },
      async (req, reply) => {
        await teaching.deleteAssignment(ctx, signedIn(req), req.params.orgId, req.params.groupId, req.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get('/organization/assignment', { schema: { tags, response: { 200: z.array(assignment) } }, config: member }, async (req) =>
      teaching.myAssignments(ctx, signedIn(req)),
    );

    app.post(
      '/organization/org/:orgId/group/:groupId/learner',
      { schema: { tags, params: groupParams, body: learnersBody, response: { 201: createdLearners } }, config: member },
      async (req, reply) => reply.status(201).send(await groups.createLearners(ctx, signedIn(req), req.params.orgId, req.params.groupId, req.body)),
    );
  };
