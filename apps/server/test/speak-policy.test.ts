// Each role against each Speak action (issue 14): visitor, a learner with no part in the event, the
// initiator, an approved judge of the event, and an admin. Every cell runs on a fresh event, so one
// cell's change (a cancel, a kick) never decides another's answer.
import { describe, expect, it } from 'vitest';
import { call, createUser, getTestEnv } from './helpers';
import { createArticle, spanishArticle } from './reading-helpers';

const { app, ctx } = await getTestEnv();
const admin = await createUser(ctx, { role: 'Admin' });
const articleId = await createArticle(app, admin.token, spanishArticle());

type Role = 'visitor' | 'learner' | 'initiator' | 'judge' | 'admin';
const ROLES: Role[] = ['visitor', 'learner', 'initiator', 'judge', 'admin'];

async function fresh() {
  const initiator = await createUser(ctx);
  const judge = await createUser(ctx);
  const applicant = await createUser(ctx);
  const learner = await createUser(ctx);
  const created = await call(app, {
    method: 'POST',
    url: '/api/v1/debate',
    token: initiator.token,
    payload: {
      title: 'Role table',
      debate_type: 'debate',
      start_time: new Date(Date.now() + 24 * 3_600_000).toISOString(),
      duration: 45,
      language: 'Spanish',
      level: 'Beginner',
      max_players: 4,
      max_judges: 2,
    },
  });
  const id = created.body.id as number;
  await call(app, { method: 'PATCH', url: `/api/v1/debate/${id}`, token: admin.token, payload: { verify_status: 'success' } });
  await call(app, { method: 'POST', url: `/api/v1/debate/${id}/participate`, token: judge.token, payload: { role: 'judge' } });
  await call(app, { method: 'PATCH', url: `/api/v1/debate/debate_user/${id}/${judge.user.id}`, token: initiator.token, payload: { state: 'approved' } });
  await call(app, { method: 'POST', url: `/api/v1/debate/${id}/participate`, token: applicant.token, payload: { role: 'player', side: 'prop' } });
  const q = await call(app, { method: 'POST', url: `/api/v1/debate/${id}/qa`, token: judge.token, payload: { question: '¿Qué leemos?' } });
  const tokens: Record<Role, string | undefined> = {
    visitor: undefined,
    learner: learner.token,
    initiator: initiator.token,
    judge: judge.token,
    admin: admin.token,
  };
  return { id, tokens, applicantId: applicant.user.id, questionId: q.body.id as number };
}

type Ctx = Awaited<ReturnType<typeof fresh>>;
type Action = {
  name: string;
  req: (c: Ctx) => { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: Record<string, unknown> };
  expect: Record<Role, number>;
};

const ACTIONS: Action[] = [
  {
    name: 'list events',
    req: () => ({ method: 'GET', url: '/api/v1/debate?scope=upcoming' }),
    expect: { visitor: 200, learner: 200, initiator: 200, judge: 200, admin: 200 },
  },
  {
    name: 'read an event',
    req: (c) => ({ method: 'GET', url: `/api/v1/debate/${c.id}` }),
    expect: { visitor: 200, learner: 200, initiator: 200, judge: 200, admin: 200 },
  },
  {
    name: 'read its roles',
    req: (c) => ({ method: 'GET', url: `/api/v1/debate/${c.id}/roles` }),
    expect: { visitor: 200, learner: 200, initiator: 200, judge: 200, admin: 200 },
  },
  {
    name: 'edit the topic',
    req: (c) => ({ method: 'PATCH', url: `/api/v1/debate/${c.id}`, payload: { title: 'Changed' } }),
    expect: { visitor: 401, learner: 403, initiator: 200, judge: 403, admin: 200 },
  },
  {
    name: 'approve (verify) the event',
    req: (c) => ({ method: 'PATCH', url: `/api/v1/debate/${c.id}`, payload: { verify_status: 'success' } }),
    expect: { visitor: 401, learner: 403, initiator: 403, judge: 403, admin: 200 },
  },
  {
    name: 'cancel the event',
    req: (c) => ({ method: 'PATCH', url: `/api/v1/debate/${c.id}`, payload: { debate_status: 'canceled' } }),
    expect: { visitor: 401, learner: 403, initiator: 200, judge: 403, admin: 200 },
  },
  {
    name: 'apply as audience',
    req: (c) => ({ method: 'POST', url: `/api/v1/debate/${c.id}/participate`, payload: { role: 'audience' } }),
    expect: { visitor: 401, learner: 201, initiator: 409, judge: 409, admin: 201 },
  },
  {
    name: 'approve an application',
    req: (c) => ({ method: 'PATCH', url: `/api/v1/debate/debate_user/${c.id}/${c.applicantId}`, payload: { state: 'approved' } }),
    expect: { visitor: 401, learner: 403, initiator: 200, judge: 403, admin: 200 },
  },
  {
    name: 'kick a participant',
    req: (c) => ({ method: 'PATCH', url: `/api/v1/debate/debate_user/${c.id}/${c.applicantId}`, payload: { state: 'kicked' } }),
    expect: { visitor: 401, learner: 403, initiator: 200, judge: 403, admin: 200 },
  },
  {
    name: 'like',
    req: (c) => ({ method: 'POST', url: `/api/v1/debate/${c.id}/like` }),
    expect: { visitor: 401, learner: 200, initiator: 200, judge: 200, admin: 200 },
  },
  {
    name: 'add an article',
    req: (c) => ({ method: 'POST', url: `/api/v1/debate/${c.id}/article`, payload: { article_id: articleId } }),
    expect: { visitor: 401, learner: 403, initiator: 200, judge: 403, admin: 200 },
  },
  {
    name: 'read the questions',
    req: (c) => ({ method: 'GET', url: `/api/v1/debate/${c.id}/qa` }),
    expect: { visitor: 401, learner: 403, initiator: 200, judge: 200, admin: 200 },
  },
  {
    name: 'answer a question',
    req: (c) => ({ method: 'PATCH', url: `/api/v1/debate/${c.id}/qa/${c.questionId}`, payload: { answer: 'El artículo.' } }),
    expect: { visitor: 401, learner: 403, initiator: 200, judge: 403, admin: 200 },
  },
  {
    name: 'invite a judge',
    req: (c) => ({ method: 'POST', url: `/api/v1/debate/${c.id}/invite`, payload: { email: 'guest-judge@example.test', role: 'judge' } }),
    expect: { visitor: 401, learner: 403, initiator: 200, judge: 403, admin: 200 },
  },
  // The event's chat is its members' (admins moderate through the CMS, not by reading rooms).
  {
    name: "read the event's chat",
    req: (c) => ({ method: 'GET', url: `/api/v1/debate_chat/${c.id}/chat_messages` }),
    expect: { visitor: 401, learner: 404, initiator: 200, judge: 200, admin: 404 },
  },
  {
    name: 'download the calendar file',
    req: (c) => ({ method: 'GET', url: `/api/v1/debate/${c.id}/calendar.ics` }),
    expect: { visitor: 200, learner: 200, initiator: 200, judge: 200, admin: 200 },
  },
];

describe('Speak: each role against each action', () => {
  for (const action of ACTIONS)
    it(action.name, async () => {
      const answers: Record<string, number> = {};
      for (const role of ROLES) {
        const c = await fresh();
        const r = await call(app, { ...action.req(c), token: c.tokens[role] });
        answers[role] = r.status;
        // Never a server error, always the error shape on refusals.
        if (r.status >= 400) expect(typeof r.body.detail, `${action.name} as ${role}`).toBe('string');
      }
      expect(answers).toEqual(action.expect);
    });

  it('an unapproved event is its initiator\u2019s and the admins\u2019 only', async () => {
    const owner = await createUser(ctx);
    const other = await createUser(ctx);
    const d = await call(app, {
      method: 'POST',
      url: '/api/v1/debate',
      token: owner.token,
      payload: {
        title: 'Hidden',
        debate_type: 'mini_debate',
        start_time: new Date(Date.now() + 3_600_000).toISOString(),
        duration: 15,
        language: 'Spanish',
        level: 'Beginner',
        max_players: 2,
      },
    });
    const statuses = await Promise.all(
      [undefined, other.token, owner.token, admin.token].map(
        async (token) => (await call(app, { method: 'GET', url: `/api/v1/debate/${d.body.id}`, token })).status,
      ),
    );
    expect(statuses).toEqual([404, 404, 200, 200]);
    const apply = await call(app, { method: 'POST', url: `/api/v1/debate/${d.body.id}/participate`, token: other.token, payload: { role: 'audience' } });
    expect(apply.status).toBe(404);
  });
});
