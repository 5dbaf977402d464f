import { SPEAK_ERRORS } from '@lingbridge/contracts/speak';
import { MY_LIKES_MAX_ASKED } from '@lingbridge/contracts/speak-participation';
import { afterEach, describe, expect, it } from 'vitest';
import { mailDateTime } from '../src/adapters/mail-language';
import { debateQuestions } from '../src/db/schema';
import { sweep } from '../src/features/speak/lifecycle';
import { complete } from './billing-helpers';
import { call, createUser, getTestEnv, mailMatching, mailsTo } from './helpers';
import { createArticle, spanishArticle } from './reading-helpers';

const env = await getTestEnv();
const { app, ctx } = env;
const admin = await createUser(ctx, { role: 'Admin' });
const HOUR = 3_600_000;
const realNow = ctx.now;
afterEach(() => {
  ctx.now = realNow;
});

type User = Awaited<ReturnType<typeof createUser>>;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

function form(over: Record<string, unknown> = {}) {
  return {
    title: 'Should homework be banned?',
    title_cn: '应该取消家庭作业吗？',
    debate_type: 'debate',
    start_time: inHours(48),
    duration: 45,
    language: 'Simplified_Chinese',
    level: 'Intermediate',
    description: 'A friendly debate for intermediate learners.',
    max_players: 4,
    max_judges: 1,
    ...over,
  };
}

async function create(owner: User, over: Record<string, unknown> = {}) {
  const r = await call(app, { method: 'POST', url: '/api/v1/debate', token: owner.token, payload: form(over) });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body as { id: number; verify_status: string; debate_status: string; chat_room_id: number | null };
}

async function approvedEvent(owner: User, over: Record<string, unknown> = {}) {
  const d = await create(owner, over);
  const v = await call(app, { method: 'PATCH', url: `/api/v1/debate/${d.id}`, token: admin.token, payload: { verify_status: 'success' } });
  expect(v.status).toBe(200);
  return v.body as { id: number; chat_room_id: number | null };
}

const apply = (u: User, id: number, payload: Record<string, unknown>) =>
  call(app, { method: 'POST', url: `/api/v1/debate/${id}/participate`, token: u.token, payload });
const decide = (by: User, id: number, userId: number, payload: Record<string, unknown>) =>
  call(app, { method: 'PATCH', url: `/api/v1/debate/debate_user/${id}/${userId}`, token: by.token, payload });
const get = (id: number, u?: User) => call(app, { method: 'GET', url: `/api/v1/debate/${id}`, token: u?.token });

describe('Speak events: the creation form (spec 02 §3, §5)', () => {
  it('refuses a visitor with the spec words and an unverified account', async () => {
    const visitor = await call(app, { method: 'POST', url: '/api/v1/debate', payload: form() });
    expect(visitor.status).toBe(401);
    expect(visitor.body.detail).toBe(SPEAK_ERRORS.notSignedIn);
    const unverified = await createUser(ctx, { verified: false });
    expect((await call(app, { method: 'POST', url: '/api/v1/debate', token: unverified.token, payload: form() })).status).toBe(403);
  });

  it('answers "Submission Failed" with each broken rule on its field', async () => {
    const u = await createUser(ctx);
    const past = await call(app, { method: 'POST', url: '/api/v1/debate', token: u.token, payload: form({ start_time: inHours(-1) }) });
    expect(past.status).toBe(422);
    expect(past.body.detail).toBe(SPEAK_ERRORS.submissionFailed);
    expect(past.body.errors).toContainEqual({ path: 'start_time', message: SPEAK_ERRORS.startInPast });

    const mini = await call(app, {
      method: 'POST',
      url: '/api/v1/debate',
      token: u.token,
      payload: form({ debate_type: 'mini_debate', duration: 30, max_players: 4 }),
    });
    expect(mini.body.errors).toContainEqual({ path: 'max_players', message: 'This event takes at most 3 players' });

    const odd = await call(app, { method: 'POST', url: '/api/v1/debate', token: u.token, payload: form({ max_players: 3, duration: 30 }) });
    expect(odd.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['duration', 'max_players']);

    const judges = await call(app, { method: 'POST', url: '/api/v1/debate', token: u.token, payload: form({ max_judges: 4 }) });
    expect(judges.status).toBe(422);

    const roleplay = await call(app, {
      method: 'POST',
      url: '/api/v1/debate',
      token: u.token,
      payload: form({ debate_type: 'role_play', duration: 15, role_names: [] }),
    });
    expect(roleplay.body.errors).toContainEqual({ path: 'role_names', message: 'Name at least one role' });
  });

  it('a start time more than a year ahead (even at the end of year 9999) is a field error, not a server error', async () => {
    const u = await createUser(ctx);
    for (const start_time of ['9999-12-31T23:50:00Z', inHours(367 * 24)]) {
      const r = await call(app, { method: 'POST', url: '/api/v1/debate', token: u.token, payload: form({ start_time }) });
      expect(r.status, start_time).toBe(422);
      expect(r.body.errors).toContainEqual({ path: 'start_time', message: SPEAK_ERRORS.startTooFar });
    }
    const d = await create(u, { start_time: inHours(360 * 24) });
    const far = await call(app, { method: 'PATCH', url: `/api/v1/debate/${d.id}`, token: u.token, payload: { start_time: '9999-12-31T23:50:00Z' } });
    expect(far.status).toBe(422);
    expect(far.body.errors).toContainEqual({ path: 'start_time', message: SPEAK_ERRORS.startTooFar });
  });

  it('a new event waits for an admin: hidden from others until approved, then listed', async () => {
    const owner = await createUser(ctx);
    const other = await createUser(ctx);
    const tag = `Listed ${Date.now().toString(36)}`;
    const d = await create(owner, { title: tag });
    expect(d.verify_status).toBe('not_verified');
    expect((await get(d.id, other)).status).toBe(404);
    expect((await get(d.id)).status).toBe(404);
    expect((await get(d.id, owner)).body.abilities).toEqual(expect.arrayContaining(['edit', 'cancel', 'manage']));

    const notAdmin = await call(app, { method: 'PATCH', url: `/api/v1/debate/${d.id}`, token: owner.token, payload: { verify_status: 'success' } });
    expect(notAdmin.status).toBe(403);
    const noReason = await call(app, { method: 'PATCH', url: `/api/v1/debate/${d.id}`, token: admin.token, payload: { verify_status: 'fail' } });
    expect(noReason.status).toBe(422);

    await call(app, { method: 'PATCH', url: `/api/v1/debate/${d.id}`, token: admin.token, payload: { verify_status: 'success' } });
    const seen = await get(d.id);
    expect(seen.status).toBe(200);
    expect(seen.body.seats_left).toMatchObject({ players: 4, prop: 2, opp: 2, judges: 1 });
    const list = await call(app, { method: 'GET', url: `/api/v1/debate?scope=upcoming&size=50&debate_type=debate&q=${encodeURIComponent(tag)}` });
    expect(list.body.items.map((i: { id: number }) => i.id)).toContain(d.id);
    expect(await mailMatching(env, owner.user.email, /was approved/)).not.toBeNull();
  });

  it('a rejected event its initiator corrects goes back to the admins, without the old reason (decision 0180)', async () => {
    const owner = await createUser(ctx);
    const tag = `Resubmitted ${Date.now().toString(36)}`;
    const d = await create(owner, { title: tag });
    const rejected = await call(app, {
      method: 'PATCH',
      url: `/api/v1/debate/${d.id}`,
      token: admin.token,
      payload: { verify_status: 'fail', fail_reason: 'Say what the debate is about' },
    });
    expect(rejected.body).toMatchObject({ verify_status: 'fail', fail_reason: 'Say what the debate is about' });

    const fixed = await call(app, {
      method: 'PATCH',
      url: `/api/v1/debate/${d.id}`,
      token: owner.token,
      payload: { description: 'Two teams argue about homework.' },
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body).toMatchObject({ verify_status: 'not_verified', fail_reason: null });
    const queue = await call(app, { method: 'GET', url: `/api/v1/debate?verify_status=not_verified&size=50&q=${encodeURIComponent(tag)}`, token: admin.token });
    expect(queue.body.items.map((i: { id: number }) => i.id)).toContain(d.id);
  });

  it('an admin cannot approve or reject an event that was cancelled or has ended', async () => {
    const owner = await createUser(ctx);
    const d = await create(owner);
    expect((await call(app, { method: 'PATCH', url: `/api/v1/debate/${d.id}`, token: owner.token, payload: { debate_status: 'canceled' } })).status).toBe(200);
    for (const payload of [{ verify_status: 'success' }, { verify_status: 'fail', fail_reason: 'Off topic' }]) {
      const r = await call(app, { method: 'PATCH', url: `/api/v1/debate/${d.id}`, token: admin.token, payload });
      expect(r.status, JSON.stringify(payload)).toBe(422);
      expect(r.body.detail).toBe(SPEAK_ERRORS.verifyNotUpcoming);
    }
    expect((await get(d.id, owner)).body).toMatchObject({ verify_status: 'not_verified', debate_status: 'canceled' });

    const late = await create(owner, { start_time: inHours(1) });
    ctx.now = () => new Date(Date.now() + 3 * HOUR);
    const r = await call(app, { method: 'PATCH', url: `/api/v1/debate/${late.id}`, token: admin.token, payload: { verify_status: 'success' } });
    expect(r.status).toBe(422);
    expect(r.body.detail).toBe(SPEAK_ERRORS.verifyNotUpcoming);
  });

  it('a visitor asking for "my activities" or a user\u2019s activities is asked to sign in (401), a stranger refused (403)', async () => {
    const owner = await createUser(ctx);
    for (const query of ['scope=mine', `user_id=${owner.user.id}`]) {
      const r = await call(app, { method: 'GET', url: `/api/v1/debate?${query}` });
      expect(r.status, query).toBe(401);
      expect(r.body.detail).toBe(SPEAK_ERRORS.notSignedIn);
    }
    const other = await createUser(ctx);
    expect((await call(app, { method: 'GET', url: `/api/v1/debate?user_id=${owner.user.id}`, token: other.token })).status).toBe(403);
    expect((await call(app, { method: 'GET', url: '/api/v1/debate?scope=mine', token: owner.token })).status).toBe(200);
  });

  it('editing the topic of an approved event asks for approval again; seats do not shrink below applicants', async () => {
    const owner = await createUser(ctx);
    const d = await approvedEvent(owner);
    const p = await createUser(ctx);
    expect((await apply(p, d.id, { role: 'player', side: 'prop' })).status).toBe(201);
    const shrink = await call(app, { method: 'PATCH', url: `/api/v1/debate/${d.id}`, token: owner.token, payload: { max_players: 2, max_judges: 0 } });
    expect(shrink.status).toBe(200);
    const edited = await call(app, { method: 'PATCH', url: `/api/v1/debate/${d.id}`, token: owner.token, payload: { title: 'A new topic' } });
    expect(edited.body.verify_status).toBe('not_verified');
    const other = await createUser(ctx);
    expect((await call(app, { method: 'PATCH', url: `/api/v1/debate/${d.id}`, token: other.token, payload: { title: 'Mine now' } })).status).toBe(404);
  });
});

describe('Speak events: editing seats of a debate', () => {
  it('fewer players cannot leave a side with more speakers than half of them', async () => {
    const owner = await createUser(ctx);
    const d = await approvedEvent(owner, { max_players: 6 });
    for (let i = 0; i < 3; i++) expect((await apply(await createUser(ctx), d.id, { role: 'player', side: 'prop' })).status).toBe(201);
    expect((await apply(await createUser(ctx), d.id, { role: 'player', side: 'opp' })).status).toBe(201);
    const shrink = await call(app, { method: 'PATCH', url: `/api/v1/debate/${d.id}`, token: owner.token, payload: { max_players: 4 } });
    expect(shrink.status).toBe(422);
    expect(shrink.body.errors).toContainEqual({ path: 'max_players', message: '3 players have already applied for Prop' });
    expect((await get(d.id)).body.max_players).toBe(6);
  });
});

describe('Speak events: taking part (spec 02 §4, §6)', () => {
  it('applications, approval, withdrawal, kicking and sides, with the event chat following the members', async () => {
    const owner = await createUser(ctx);
    const d = await approvedEvent(owner);
    const [a, b, c] = [await createUser(ctx), await createUser(ctx), await createUser(ctx)];

    const noSide = await apply(a, d.id, { role: 'player' });
    expect(noSide.status).toBe(409);
    expect(noSide.body.detail).toBe(SPEAK_ERRORS.sideRequired);
    expect((await apply(a, d.id, { role: 'player', side: 'prop' })).status).toBe(201);
    expect((await apply(a, d.id, { role: 'player', side: 'prop' })).body.detail).toBe(SPEAK_ERRORS.alreadyIn);
    expect((await apply(b, d.id, { role: 'player', side: 'opp' })).status).toBe(201);
    expect((await apply(owner, d.id, { role: 'judge' })).body.detail).toBe(SPEAK_ERRORS.initiatorCannotApply);

    // Pending applications are the initiator's to see.
    const rolesForC = (await call(app, { method: 'GET', url: `/api/v1/debate/${d.id}/roles`, token: c.token })).body as unknown[];
    expect(rolesForC).toHaveLength(0);
    const rolesForOwner = (await call(app, { method: 'GET', url: `/api/v1/debate/${d.id}/roles`, token: owner.token })).body as { state: string }[];
    expect(rolesForOwner.map((r) => r.state)).toEqual(['pending', 'pending']);
    expect(await mailMatching(env, owner.user.email, /applied to/)).not.toBeNull();

    // Only the initiator decides.
    expect((await decide(c, d.id, a.user.id, { state: 'approved' })).status).toBe(403);
    expect((await decide(owner, d.id, a.user.id, { state: 'approved' })).body.state).toBe('approved');
    expect((await decide(owner, d.id, b.user.id, { state: 'approved' })).body.state).toBe('approved');
    const detail = await get(d.id, a);
    expect(detail.body.my).toMatchObject({ role: 'player', side: 'prop', state: 'approved' });
    const roomId = detail.body.chat_room_id as number;
    expect(roomId).toBeGreaterThan(0);
    const chat = await call(app, { method: 'GET', url: `/api/v1/debate_chat/${d.id}/chat_messages`, token: a.token });
    expect(chat.status).toBe(200);
    expect((await call(app, { method: 'GET', url: `/api/v1/debate_chat/${d.id}/chat_messages`, token: c.token })).status).toBe(404);

    // Switch a side into a full side: refused; into a free one: done and told.
    const toOpp = await decide(owner, d.id, a.user.id, { side: 'opp' });
    expect(toOpp.status).toBe(200);
    expect(toOpp.body.side).toBe('opp');
    expect((await apply(c, d.id, { role: 'player', side: 'prop' })).status).toBe(201);
    expect((await decide(owner, d.id, c.user.id, { side: 'opp' })).body.detail).toBe('A side has at most 2 speakers');

    // b withdraws; a is kicked and loses the chat.
    expect((await decide(b, d.id, b.user.id, { state: 'withdrawn' })).body.state).toBe('withdrawn');
    expect((await decide(owner, d.id, a.user.id, { state: 'kicked' })).body.state).toBe('kicked');
    expect((await call(app, { method: 'GET', url: `/api/v1/debate_chat/${d.id}/chat_messages`, token: a.token })).status).toBe(404);
    expect((await apply(a, d.id, { role: 'audience' })).body.detail).toBe(SPEAK_ERRORS.notOpen);
    expect(await mailMatching(env, a.user.email, /removed you from/)).not.toBeNull();
  });

  it('two people taking the last seat at once: one gets it, the other a clear message', async () => {
    const owner = await createUser(ctx);
    const d = await approvedEvent(owner, { debate_type: 'mini_debate', duration: 15, max_players: 1, max_judges: 0 });
    const [a, b] = [await createUser(ctx), await createUser(ctx)];
    const [ra, rb] = await Promise.all([apply(a, d.id, { role: 'player' }), apply(b, d.id, { role: 'player' })]);
    expect([ra.status, rb.status].sort()).toEqual([201, 409]);
    expect([ra.body.detail, rb.body.detail]).toContain('This event takes at most 1 player');
    // The one refused kept their free use.
    const loser = ra.status === 409 ? a : b;
    const check = await call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/participate-check`, token: loser.token, payload: { role: 'audience' } });
    expect(check.body).toMatchObject({ allowed: true, free_uses_left: 3, uses_free_use: true });
  });

  it('a free user joins three events; the fourth asks for a subscription; a declined application gives the use back', async () => {
    const owner = await createUser(ctx);
    const u = await createUser(ctx);
    const events = [];
    for (let i = 0; i < 4; i++) events.push(await approvedEvent(owner, { debate_type: 'mini_debate', duration: 15, max_players: 3, max_judges: 0 }));
    for (const e of events.slice(0, 3)) expect((await apply(u, e.id, { role: 'audience' })).status).toBe(201);
    const fourth = await apply(u, events[3]!.id, { role: 'audience' });
    expect(fourth.status).toBe(403);
    expect(fourth.body.detail).toBe('FREE_LIMIT_REACHED');
    const declined = await decide(owner, events[0]!.id, u.user.id, { state: 'declined' });
    expect(declined.body.free_use_returned).toBe(true);
    expect((await apply(u, events[3]!.id, { role: 'audience' })).status).toBe(201);
  });

  it('an audience ticket is free and pending until the initiator approves it; /debate/tickets lists it', async () => {
    const owner = await createUser(ctx);
    const d = await approvedEvent(owner);
    const u = await createUser(ctx);
    const t = await call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/attendee`, token: u.token, payload: {} });
    expect(t.status).toBe(201);
    expect(t.body.participant).toMatchObject({ role: 'audience', state: 'pending', ticket: 'free' });
    await decide(owner, d.id, u.user.id, { state: 'approved' });
    const tickets = (await call(app, { method: 'GET', url: '/api/v1/debate/tickets', token: u.token })).body.items as {
      state: string;
      debate: { id: number };
    }[];
    expect(tickets.find((x) => x.debate.id === d.id)?.state).toBe('approved');
  });

  it('an audience ticket needs no body at all: a POST without one is a ticket without a message', async () => {
    const owner = await createUser(ctx);
    const d = await approvedEvent(owner);
    const u = await createUser(ctx);
    const t = await call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/attendee`, token: u.token });
    expect(t.status, JSON.stringify(t.body)).toBe(201);
    expect(t.body.participant).toMatchObject({ role: 'audience', state: 'pending', ticket: 'free', message: null });
  });

  it('role play: editing the roles cannot drop a role someone has applied for', async () => {
    const owner = await createUser(ctx);
    const d = await approvedEvent(owner, { debate_type: 'role_play', duration: 15, role_names: ['Waiter', 'Customer'], max_players: 2, max_judges: 0 });
    const a = await createUser(ctx);
    expect((await apply(a, d.id, { role: 'player', role_name: 'Waiter' })).status).toBe(201);
    const patch = (role_names: string[]) => call(app, { method: 'PATCH', url: `/api/v1/debate/${d.id}`, token: owner.token, payload: { role_names } });
    const dropped = await patch(['Chef', 'Customer']);
    expect(dropped.status).toBe(422);
    expect(dropped.body.errors).toContainEqual({ path: 'role_names', message: 'Someone already plays the role "Waiter"' });
    expect((await get(d.id)).body.role_names).toEqual(['Waiter', 'Customer']);
    const kept = await patch(['Waiter', 'Chef']);
    expect(kept.status).toBe(200);
    expect(kept.body.role_names).toEqual(['Waiter', 'Chef']);
  });

  it('role play: an edit of max_players keeps one player per role, as the creation form does', async () => {
    const owner = await createUser(ctx);
    const d = await approvedEvent(owner, { debate_type: 'role_play', duration: 15, role_names: ['Waiter', 'Customer'], max_players: 8, max_judges: 0 });
    expect((await get(d.id)).body.max_players).toBe(2);
    const edited = await call(app, { method: 'PATCH', url: `/api/v1/debate/${d.id}`, token: owner.token, payload: { max_players: 8 } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ max_players: 2, seats_left: { players: 2, roles: ['Waiter', 'Customer'] } });
  });

  it('role play: a role is played once', async () => {
    const owner = await createUser(ctx);
    const d = await approvedEvent(owner, { debate_type: 'role_play', duration: 15, role_names: ['Waiter', 'Customer'], max_players: 2, max_judges: 0 });
    expect((await get(d.id)).body.max_players).toBe(2);
    const [a, b] = [await createUser(ctx), await createUser(ctx)];
    expect((await apply(a, d.id, { role: 'player', role_name: 'Waiter' })).status).toBe(201);
    expect((await apply(b, d.id, { role: 'player', role_name: 'Waiter' })).body.detail).toBe(SPEAK_ERRORS.roleNameTaken);
    expect((await apply(b, d.id, { role: 'player', role_name: 'Pilot' })).body.detail).toBe(SPEAK_ERRORS.roleNameUnknown);
  });

  it('a kicked or withdrawn player keeps their side and role: the initiator cannot change them, nor tell them "side changed"', async () => {
    const owner = await createUser(ctx);
    const d = await approvedEvent(owner);
    const [kicked, gone] = [await createUser(ctx), await createUser(ctx)];
    await apply(kicked, d.id, { role: 'player', side: 'prop' });
    await decide(owner, d.id, kicked.user.id, { state: 'kicked' });
    await apply(gone, d.id, { role: 'player', side: 'opp' });
    expect((await decide(gone, d.id, gone.user.id, { state: 'withdrawn' })).status).toBe(200);
    for (const [u, side] of [
      [kicked, 'opp'],
      [gone, 'prop'],
    ] as const) {
      const moved = await decide(owner, d.id, u.user.id, { side });
      expect(moved.status).toBe(409);
      expect(moved.body.detail).toBe(`This application is ${u === kicked ? 'kicked' : 'withdrawn'}`);
    }
    const roles = (await call(app, { method: 'GET', url: `/api/v1/debate/${d.id}/roles`, token: owner.token })).body as {
      user: { id: number };
      side: string;
    }[];
    expect(roles.find((r) => r.user.id === kicked.user.id)?.side).toBe('prop');
    expect(roles.find((r) => r.user.id === gone.user.id)?.side).toBe('opp');
    await ctx.jobs.drain();
    const notes = (await call(app, { method: 'GET', url: '/api/v1/notification', token: kicked.token })).body;
    expect(notes.items.some((n: { params: { change?: string } }) => n.params.change === 'side_changed')).toBe(false);

    const play = await approvedEvent(owner, { debate_type: 'role_play', duration: 15, role_names: ['Waiter', 'Customer'], max_players: 2, max_judges: 0 });
    await apply(kicked, play.id, { role: 'player', role_name: 'Waiter' });
    await decide(owner, play.id, kicked.user.id, { state: 'kicked' });
    const renamed = await decide(owner, play.id, kicked.user.id, { role_name: 'Customer' });
    expect(renamed.status).toBe(409);
    expect(renamed.body.detail).toBe('This application is kicked');
  });
});

describe('Speak events: likes, materials, questions, calendar', () => {
  it('likes toggle and are listed', async () => {
    const owner = await createUser(ctx);
    const d = await approvedEvent(owner);
    const u = await createUser(ctx);
    expect((await call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/like`, token: u.token })).body).toEqual({ liked: true, likes: 1 });
    expect((await call(app, { method: 'GET', url: '/api/v1/debate/likes', token: u.token })).body.debate_ids).toContain(d.id);
    expect((await call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/like`, token: u.token })).body).toEqual({ liked: false, likes: 0 });
    expect((await call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/like` })).status).toBe(401);
  });

  it('GET /debate/likes answers about the ids asked, or the newest likes (decision 0215)', async () => {
    const owner = await createUser(ctx);
    const [a, b, c] = [await approvedEvent(owner), await approvedEvent(owner), await approvedEvent(owner)];
    const u = await createUser(ctx);
    for (const d of [a, c, b]) expect((await call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/like`, token: u.token })).body.liked).toBe(true);
    await call(app, { method: 'POST', url: `/api/v1/debate/${c.id}/like`, token: u.token });
    const likes = (query = '') => call(app, { method: 'GET', url: `/api/v1/debate/likes${query}`, token: u.token });
    expect((await likes()).body).toEqual({ debate_ids: [b.id, a.id] });
    expect((await likes(`?ids=${c.id},${a.id},${a.id}`)).body).toEqual({ debate_ids: [a.id] });
    expect((await likes(`?ids=${b.id},${a.id},999999`)).body.debate_ids.sort()).toEqual([a.id, b.id].sort());
    const tooMany = Array.from({ length: MY_LIKES_MAX_ASKED + 1 }, (_, i) => i + 1).join(',');
    expect((await likes(`?ids=${tooMany}`)).status).toBe(422);
    expect((await likes('?ids=1,x')).status).toBe(422);
  });

  it('likes sent at once each count: three toggles end liked, and every answer tells the state its own toggle made', async () => {
    const owner = await createUser(ctx);
    const d = await approvedEvent(owner);
    const u = await createUser(ctx);
    const like = () => call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/like`, token: u.token });
    const answers = (await Promise.all([like(), like(), like()])).map((r) => r.body as { liked: boolean; likes: number });
    // One after the other: liked, not liked, liked again.
    expect(answers.filter((a) => a.liked)).toEqual([
      { liked: true, likes: 1 },
      { liked: true, likes: 1 },
    ]);
    expect(answers.filter((a) => !a.liked)).toEqual([{ liked: false, likes: 0 }]);
    expect((await call(app, { method: 'GET', url: '/api/v1/debate/likes', token: u.token })).body.debate_ids).toContain(d.id);
  });

  it('materials link to real articles; only the initiator changes them (DELETE with a body)', async () => {
    const owner = await createUser(ctx);
    const article = { id: await createArticle(app, admin.token, spanishArticle()) };
    const d = await approvedEvent(owner, { language: 'Spanish', article_ids: [article.id] });
    expect((await call(app, { method: 'GET', url: `/api/v1/debate/${d.id}/article` })).body.map((a: { id: number }) => a.id)).toEqual([article.id]);
    const other = await createUser(ctx);
    expect((await call(app, { method: 'DELETE', url: `/api/v1/debate/${d.id}/article`, token: other.token, payload: { article_id: article.id } })).status).toBe(
      403,
    );
    expect((await call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/article`, token: owner.token, payload: { article_id: 2_000_000 } })).status).toBe(
      404,
    );
    const removed = await call(app, { method: 'DELETE', url: `/api/v1/debate/${d.id}/article`, token: owner.token, payload: { article_id: article.id } });
    expect(removed.body).toEqual([]);
    const bad = await call(app, { method: 'POST', url: '/api/v1/debate', token: owner.token, payload: form({ article_ids: [2_000_000] }) });
    expect(bad.body.errors).toContainEqual({ path: 'article_ids.0', message: SPEAK_ERRORS.materialNotFound });
  });

  it('materials change only before the event starts: a started or cancelled event keeps the ones it had', async () => {
    const owner = await createUser(ctx);
    const article = { id: await createArticle(app, admin.token, spanishArticle({ title: `Kept ${Date.now()}` })) };
    const start = new Date(Date.now() + 2 * HOUR);
    const d = await approvedEvent(owner, { language: 'Spanish', start_time: start.toISOString(), article_ids: [article.id] });
    const change = (method: 'POST' | 'DELETE', by: User = owner) =>
      call(app, { method, url: `/api/v1/debate/${d.id}/article`, token: by.token, payload: { article_id: article.id } });
    const ids = async () => (await call(app, { method: 'GET', url: `/api/v1/debate/${d.id}/article` })).body.map((a: { id: number }) => a.id);

    ctx.now = () => new Date(start.getTime() + 60_000);
    for (const by of [owner, admin]) expect(await change('DELETE', by)).toMatchObject({ status: 422, body: { detail: SPEAK_ERRORS.notEditable } });
    ctx.now = realNow;
    expect((await call(app, { method: 'PATCH', url: `/api/v1/debate/${d.id}`, token: owner.token, payload: { debate_status: 'canceled' } })).status).toBe(200);
    expect(await change('DELETE')).toMatchObject({ status: 422, body: { detail: SPEAK_ERRORS.notEditable } });
    const video = await call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/video`, token: owner.token, payload: { video_id: 1 } });
    expect(video).toMatchObject({ status: 422, body: { detail: SPEAK_ERRORS.notEditable } });
    expect(await ids()).toEqual([article.id]);
    // Still only the initiator's or an admin's to change: others are refused as before.
    expect((await change('POST', await createUser(ctx))).status).toBe(403);
  });

  it('materials added at once never pass the limit of five', async () => {
    const owner = await createUser(ctx);
    const d = await approvedEvent(owner, { language: 'Spanish' });
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) ids.push(await createArticle(app, admin.token, spanishArticle({ title: `Material ${i} ${Date.now()}` })));
    const added = await Promise.all(
      ids.map((article_id) => call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/article`, token: owner.token, payload: { article_id } })),
    );
    expect(added.filter((r) => r.status === 200)).toHaveLength(5);
    expect(added.filter((r) => r.status === 409).map((r) => r.body.detail)).toEqual(Array(3).fill('An event has at most 5 materials of each kind'));
    expect((await call(app, { method: 'GET', url: `/api/v1/debate/${d.id}/article` })).body).toHaveLength(5);
  });

  it('questions: participants ask, the initiator answers, strangers are kept out', async () => {
    const owner = await createUser(ctx);
    const d = await approvedEvent(owner);
    const u = await createUser(ctx);
    const stranger = await createUser(ctx);
    expect((await call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/qa`, token: stranger.token, payload: { question: 'Hi?' } })).status).toBe(403);
    await apply(u, d.id, { role: 'audience' });
    const q = await call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/qa`, token: u.token, payload: { question: '需要准备什么？' } });
    expect(q.status).toBe(201);
    expect((await call(app, { method: 'PATCH', url: `/api/v1/debate/${d.id}/qa/${q.body.id}`, token: u.token, payload: { answer: 'me' } })).status).toBe(403);
    const a = await call(app, { method: 'PATCH', url: `/api/v1/debate/${d.id}/qa/${q.body.id}`, token: owner.token, payload: { answer: '读一读材料。' } });
    expect(a.body.answer).toBe('读一读材料。');
    const mine = (await call(app, { method: 'GET', url: '/api/v1/debate/questions', token: u.token })).body.items as { id: number; answer: string }[];
    expect(mine.find((x) => x.id === q.body.id)?.answer).toBe('读一读材料。');
  });

  it('one event’s questions come a page at a time, newest first (decision 0216)', async () => {
    const owner = await createUser(ctx);
    const d = await approvedEvent(owner);
    const u = await createUser(ctx);
    await apply(u, d.id, { role: 'audience' });
    const at = Date.now() - 60_000;
    await ctx.db
      .insert(debateQuestions)
      .values(Array.from({ length: 23 }, (_, i) => ({ debateId: d.id, askerId: u.user.id, question: `Q${i}`, createdAt: new Date(at + i * 1000) })));
    const url = `/api/v1/debate/${d.id}/qa`;
    const first = await call(app, { method: 'GET', url, token: owner.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pages: 2, total: 23 });
    expect(first.body.items.map((x: { question: string }) => x.question)).toEqual(Array.from({ length: 20 }, (_, i) => `Q${22 - i}`));
    const second = await call(app, { method: 'GET', url: `${url}?page=2`, token: u.token });
    expect(second.body).toMatchObject({ page: 2, pages: 2, total: 23 });
    expect(second.body.items.map((x: { question: string }) => x.question)).toEqual(['Q2', 'Q1', 'Q0']);
    expect((await call(app, { method: 'GET', url: `${url}?size=51`, token: owner.token })).status).toBe(422);
  });

  it('questions: a kicked member can neither read nor ask any more, but still sees the questions they asked', async () => {
    const owner = await createUser(ctx);
    const d = await approvedEvent(owner);
    const u = await createUser(ctx);
    await apply(u, d.id, { role: 'audience' });
    const q = await call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/qa`, token: u.token, payload: { question: '¿Qué leemos?' } });
    expect(q.status).toBe(201);
    expect((await decide(owner, d.id, u.user.id, { state: 'kicked' })).body.state).toBe('kicked');
    expect((await call(app, { method: 'GET', url: `/api/v1/debate/${d.id}/qa`, token: u.token })).status).toBe(403);
    expect((await call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/qa`, token: u.token, payload: { question: 'Why?' } })).status).toBe(403);
    const mine = (await call(app, { method: 'GET', url: '/api/v1/debate/questions', token: u.token })).body.items as { id: number }[];
    expect(mine.map((x) => x.id)).toContain(q.body.id);
  });

  it('a calendar file with the room link', async () => {
    const owner = await createUser(ctx);
    const d = await approvedEvent(owner);
    const r = await call(app, { method: 'GET', url: `/api/v1/debate/${d.id}/calendar.ics` });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toContain('text/calendar');
    const text = r.raw.body.replace(/\r\n /g, '');
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain(`/debate/room/${d.id}`);
    expect(text).toContain('SUMMARY:Should homework be banned?');
  });
});

describe('Speak events: the clock and cancelling (spec 02 §4)', () => {
  it('reminds 30 minutes before, shows Live from the start and Closed 2 minutes after the end; the room link opens 30 minutes before', async () => {
    const owner = await createUser(ctx);
    const start = new Date(Date.now() + 2 * HOUR);
    const d = await approvedEvent(owner, { start_time: start.toISOString() });
    const u = await createUser(ctx);
    await apply(u, d.id, { role: 'player', side: 'opp' });
    await decide(owner, d.id, u.user.id, { state: 'approved' });
    expect((await get(d.id, u)).body.room_link).toBeNull();

    ctx.now = () => new Date(start.getTime() - 20 * 60_000);
    await sweep(ctx);
    const soon = await get(d.id, u);
    expect(soon.body.room_link).toBe(`/debate/room/${d.id}`);
    expect(await mailMatching(env, u.user.email, /The room is open now/)).not.toBeNull();
    expect((await get(d.id, await createUser(ctx))).body.room_link).toBeNull();

    ctx.now = () => new Date(start.getTime() + 60_000);
    await sweep(ctx);
    expect((await get(d.id)).body.debate_status).toBe('onprogress');
    ctx.now = () => new Date(start.getTime() + 48 * 60_000);
    await sweep(ctx);
    const closed = await get(d.id);
    expect(closed.body.debate_status).toBe('closed');
    expect(closed.body.abilities).not.toContain('apply');
  });

  it('a new start time reaches everyone who joined, and the 30-minute reminder comes again before the new start', async () => {
    const owner = await createUser(ctx);
    const start = new Date(Date.now() + 2 * HOUR);
    const d = await approvedEvent(owner, { start_time: start.toISOString() });
    const [player, applicant] = [await createUser(ctx), await createUser(ctx)];
    await apply(player, d.id, { role: 'player', side: 'opp' });
    await decide(owner, d.id, player.user.id, { state: 'approved' });
    await apply(applicant, d.id, { role: 'audience' });
    ctx.now = () => new Date(start.getTime() - 20 * 60_000);
    await sweep(ctx);
    expect(await mailMatching(env, player.user.email, /The room is open now/)).not.toBeNull();

    // Ten minutes before the start, the initiator moves it to the next day.
    const later = new Date(start.getTime() + 24 * HOUR);
    const moved = await call(app, { method: 'PATCH', url: `/api/v1/debate/${d.id}`, token: owner.token, payload: { start_time: later.toISOString() } });
    expect(moved.status).toBe(200);
    await ctx.jobs.drain();
    for (const u of [player, applicant]) {
      const notes = (await call(app, { method: 'GET', url: '/api/v1/notification', token: u.token })).body;
      expect(notes.items.find((n: { params: { change?: string } }) => n.params.change === 'rescheduled')).toMatchObject({
        kind: 'speak_event',
        link: `/speak/${d.id}`,
        params: { debate_id: d.id, detail: later.toISOString() },
      });
      expect(await mailMatching(env, u.user.email, /now starts at/)).not.toBeNull();
    }
    const ownerNotes = (await call(app, { method: 'GET', url: '/api/v1/notification', token: owner.token })).body;
    expect(ownerNotes.items.some((n: { params: { change?: string } }) => n.params.change === 'rescheduled')).toBe(false);

    // On PostgreSQL the test files share one database, so the sweep also reminds other files'
    // events: count this event's reminders by the player's mail, not by the sweep's total.
    ctx.now = () => new Date(later.getTime() - 20 * 60_000);
    expect((await sweep(ctx)).reminded).toBeGreaterThanOrEqual(1);
    const reminders = await mailsTo(env, player.user.email, (r) => r.filter((x) => /The room is open now/.test(x)).length >= 2);
    expect(reminders.filter((x) => /The room is open now/.test(x))).toHaveLength(2);
  });

  it('the reminder says when the event starts, and whoever is approved after it went out is told the room is open too', async () => {
    const owner = await createUser(ctx);
    const start = new Date(Date.now() + 2 * HOUR);
    const d = await approvedEvent(owner, { start_time: start.toISOString(), ticket_price_cents: 300 });
    const early = await createUser(ctx);
    await apply(early, d.id, { role: 'player', side: 'opp' });
    await decide(owner, d.id, early.user.id, { state: 'approved' });
    // The clock finds the event only 10 minutes before its start (as for an event approved that late).
    ctx.now = () => new Date(start.getTime() - 10 * 60_000);
    await sweep(ctx);
    const when = mailDateTime(start, 'en');
    const reminderOf = async (u: User) => (await mailMatching(env, u.user.email, /The room is open now/))?.raw.replace(/=\r?\n/g, '') ?? '';
    expect(await reminderOf(early)).toContain(`starts on ${when}`);
    expect(await reminderOf(early)).not.toContain('30 minutes');

    const late = await createUser(ctx);
    await apply(late, d.id, { role: 'judge' });
    expect((await decide(owner, d.id, late.user.id, { state: 'approved' })).status).toBe(200);
    const buyer = await createUser(ctx);
    const t = await call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/attendee`, token: buyer.token, payload: {} });
    await complete(app, buyer.token, String(t.body.checkout_url).split('/checkout/')[1]!, 'success');
    await ctx.jobs.drain();
    for (const u of [early, late, buyer]) {
      const notes = (await call(app, { method: 'GET', url: '/api/v1/notification', token: u.token })).body;
      expect(notes.items.filter((n: { params: { change?: string } }) => n.params.change === 'starting_soon')).toEqual([
        expect.objectContaining({ params: expect.objectContaining({ debate_id: d.id, detail: start.toISOString() }) }),
      ]);
      expect(await reminderOf(u)).toContain(`starts on ${when}`);
    }
  });

  it('the initiator cancels; everyone who joined is told; nobody else may cancel', async () => {
    const owner = await createUser(ctx);
    const d = await approvedEvent(owner);
    const u = await createUser(ctx);
    await apply(u, d.id, { role: 'judge' });
    expect((await call(app, { method: 'PATCH', url: `/api/v1/debate/${d.id}`, token: u.token, payload: { debate_status: 'canceled' } })).status).toBe(403);
    const c = await call(app, {
      method: 'PATCH',
      url: `/api/v1/debate/${d.id}`,
      token: owner.token,
      payload: { debate_status: 'canceled', cancel_reason: 'Ill' },
    });
    expect(c.body.debate_status).toBe('canceled');
    expect(await mailMatching(env, u.user.email, /was cancelled/)).not.toBeNull();
    await ctx.jobs.drain();
    const notes = (await call(app, { method: 'GET', url: '/api/v1/notification', token: u.token })).body;
    expect(notes.items.some((n: { kind: string; params: { change: string } }) => n.kind === 'speak_event' && n.params.change === 'cancelled')).toBe(true);
    expect((await apply(await createUser(ctx), d.id, { role: 'audience' })).body.detail).toBe(SPEAK_ERRORS.notOpen);
  });

  it('a cancelled event gives its participants their free uses back', async () => {
    const owner = await createUser(ctx);
    const [d, other] = [await approvedEvent(owner), await approvedEvent(owner)];
    const [approved, pending] = [await createUser(ctx), await createUser(ctx)];
    const usesLeft = async (u: User) =>
      (await call(app, { method: 'POST', url: `/api/v1/debate/${other.id}/participate-check`, token: u.token, payload: { role: 'audience' } })).body
        .free_uses_left;
    expect((await apply(approved, d.id, { role: 'player', side: 'prop' })).status).toBe(201);
    await decide(owner, d.id, approved.user.id, { state: 'approved' });
    expect((await apply(pending, d.id, { role: 'audience' })).status).toBe(201);
    expect([await usesLeft(approved), await usesLeft(pending)]).toEqual([2, 2]);
    const c = await call(app, { method: 'PATCH', url: `/api/v1/debate/${d.id}`, token: owner.token, payload: { debate_status: 'canceled' } });
    expect(c.status).toBe(200);
    expect([await usesLeft(approved), await usesLeft(pending)]).toEqual([3, 3]);
  });
});

describe('Speak events: paid tickets through billing (decision 0086)', () => {
  it('a paid ticket goes through checkout, spends no free use, and the payment approves it; a user cannot buy one as a plan', async () => {
    const owner = await createUser(ctx);
    const d = await approvedEvent(owner, { ticket_price_cents: 500 });
    const u = await createUser(ctx);
    const check = await call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/participate-check`, token: u.token, payload: { role: 'audience' } });
    expect(check.body).toMatchObject({ allowed: true, price_cents: 500, uses_free_use: false, needs_approval: false });
    const t = await call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/attendee`, token: u.token, payload: {} });
    expect(t.status).toBe(201);
    expect(t.body.participant).toMatchObject({ state: 'pending', ticket: 'paid' });
    const sessionId = String(t.body.checkout_url).split('/checkout/')[1]!;
    // Asking again while unpaid answers the same checkout.
    expect((await call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/attendee`, token: u.token, payload: {} })).body.checkout_url).toBe(
      t.body.checkout_url,
    );
    const view = await call(app, { method: 'GET', url: `/api/v1/billing/checkout/${sessionId}`, token: u.token });
    expect(view.body.order).toMatchObject({ item: 'event_ticket', amount_cents: 500, ref: `debate:${d.id}` });
    await complete(app, u.token, sessionId, 'success');
    await ctx.jobs.drain();
    expect((await get(d.id, u)).body.my).toMatchObject({ role: 'audience', state: 'approved', ticket: 'paid' });
    const uses = await call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/participate-check`, token: u.token, payload: { role: 'judge' } });
    expect(uses.body.free_uses_left).toBe(3);
    expect((await call(app, { method: 'POST', url: '/api/v1/billing/checkout', token: u.token, payload: { plan: 'event_ticket' } })).status).toBe(422);
  });

  it('a ticket still unpaid when the event is cancelled can no longer be paid', async () => {
    const owner = await createUser(ctx);
    const d = await approvedEvent(owner, { ticket_price_cents: 500 });
    const u = await createUser(ctx);
    const t = await call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/attendee`, token: u.token, payload: {} });
    const sessionId = String(t.body.checkout_url).split('/checkout/')[1]!;
    expect((await call(app, { method: 'PATCH', url: `/api/v1/debate/${d.id}`, token: owner.token, payload: { debate_status: 'canceled' } })).status).toBe(200);
    const view = await call(app, { method: 'GET', url: `/api/v1/billing/checkout/${sessionId}`, token: u.token });
    expect(view.body.order).toMatchObject({ item: 'event_ticket', status: 'cancelled' });
    const paid = await call(app, { method: 'POST', url: `/api/v1/billing/sandbox/${sessionId}/complete`, token: u.token, payload: { outcome: 'success' } });
    expect(paid.body.order).toMatchObject({ status: 'cancelled', amount_cents: 500 });
    const orders = await call(app, { method: 'GET', url: '/api/v1/billing/orders', token: u.token });
    expect(orders.body.items.filter((o: { status: string }) => o.status === 'success')).toEqual([]);
  });

  it('a buyer the initiator removes before paying cannot pay their way back in: their checkout is closed', async () => {
    const owner = await createUser(ctx);
    const d = await approvedEvent(owner, { ticket_price_cents: 500 });
    const [u, other] = [await createUser(ctx), await createUser(ctx)];
    const t = await call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/attendee`, token: u.token, payload: {} });
    const keep = await call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/attendee`, token: other.token, payload: {} });
    expect((await decide(owner, d.id, u.user.id, { state: 'kicked' })).status).toBe(200);
    const sessionId = String(t.body.checkout_url).split('/checkout/')[1]!;
    const paid = await call(app, { method: 'POST', url: `/api/v1/billing/sandbox/${sessionId}/complete`, token: u.token, payload: { outcome: 'success' } });
    expect(paid.body.order).toMatchObject({ status: 'cancelled' });
    await ctx.jobs.drain();
    expect((await get(d.id, u)).body.my).toMatchObject({ state: 'kicked' });
    // Someone else's checkout of the same event is untouched.
    const otherView = await call(app, {
      method: 'GET',
      url: `/api/v1/billing/checkout/${String(keep.body.checkout_url).split('/checkout/')[1]}`,
      token: other.token,
    });
    expect(otherView.body.order).toMatchObject({ status: 'pending' });
  });

  it('a ticket still unpaid when an admin rejects the event can no longer be paid, nor approve a ticket for the hidden event', async () => {
    const owner = await createUser(ctx);
    const d = await approvedEvent(owner, { ticket_price_cents: 500 });
    const u = await createUser(ctx);
    const t = await call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/attendee`, token: u.token, payload: {} });
    const sessionId = String(t.body.checkout_url).split('/checkout/')[1]!;
    const rejected = await call(app, {
      method: 'PATCH',
      url: `/api/v1/debate/${d.id}`,
      token: admin.token,
      payload: { verify_status: 'fail', fail_reason: 'Not suitable' },
    });
    expect(rejected.status).toBe(200);
    const view = await call(app, { method: 'GET', url: `/api/v1/billing/checkout/${sessionId}`, token: u.token });
    expect(view.body.order).toMatchObject({ item: 'event_ticket', status: 'cancelled' });
    const paid = await call(app, { method: 'POST', url: `/api/v1/billing/sandbox/${sessionId}/complete`, token: u.token, payload: { outcome: 'success' } });
    expect(paid.body.order).toMatchObject({ status: 'cancelled' });
    await ctx.jobs.drain();
    const orders = await call(app, { method: 'GET', url: '/api/v1/billing/orders', token: u.token });
    expect(orders.body.items.filter((o: { status: string }) => o.status === 'success')).toEqual([]);
    const roles = await call(app, { method: 'GET', url: `/api/v1/debate/${d.id}/roles`, token: admin.token });
    expect(roles.body.find((p: { user: { id: number } }) => p.user.id === u.user.id)).toMatchObject({ state: 'pending' });
  });
});

describe('Speak events: invitations', () => {
  it('the initiator invites a judge from the mentor list; accepting from the link joins at once', async () => {
    const owner = await createUser(ctx);
    const d = await approvedEvent(owner);
    const mentor = await createUser(ctx, { role: 'Mentor' });
    const none = await call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/invite`, token: owner.token, payload: { role: 'judge' } });
    expect(none.status).toBe(422);
    const sent = await call(app, {
      method: 'POST',
      url: `/api/v1/debate/${d.id}/invite`,
      token: owner.token,
      payload: { user_id: mentor.user.id, role: 'judge' },
    });
    expect(sent.status).toBe(200);
    const mail = await mailMatching(env, mentor.user.email, /invites you to/);
    const token = /invite=([A-Za-z0-9_-]+)/.exec(mail!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))![1]!;
    const stranger = await createUser(ctx);
    expect((await call(app, { method: 'POST', url: `/api/v1/debate/invitation/${token}/accept`, token: stranger.token })).status).toBe(403);
    const view = await call(app, { method: 'GET', url: `/api/v1/debate/invitation/${token}`, token: mentor.token });
    expect(view.body).toMatchObject({ role: 'judge', status: 'pending' });
    const accepted = await call(app, { method: 'POST', url: `/api/v1/debate/invitation/${token}/accept`, token: mentor.token });
    // The initiator chose them: accepting is joining, with the event's chat.
    expect(accepted.body).toMatchObject({ status: 'accepted', participant: { role: 'judge', state: 'approved' } });
    expect((await call(app, { method: 'GET', url: `/api/v1/debate_chat/${d.id}/chat_messages`, token: mentor.token })).status).toBe(200);
    expect((await get(d.id, mentor)).body.abilities).not.toContain('apply');
    expect((await call(app, { method: 'POST', url: `/api/v1/debate/invitation/${token}/accept`, token: mentor.token })).status).toBe(404);
  });
});

describe('Speak events: invitations that could never be accepted', () => {
  it('no judge invitation to an event without judges, and no invitation once the event is canceled', async () => {
    const owner = await createUser(ctx);
    const d = await approvedEvent(owner, { max_judges: 0 });
    const guest = await createUser(ctx);
    const invite = (payload: Record<string, unknown>) => call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/invite`, token: owner.token, payload });
    const judge = await invite({ user_id: guest.user.id, role: 'judge' });
    expect(judge.status).toBe(409);
    expect(judge.body.detail).toBe(SPEAK_ERRORS.noJudges);
    expect((await invite({ user_id: guest.user.id, role: 'player', side: 'opp' })).status).toBe(200);
    await call(app, { method: 'PATCH', url: `/api/v1/debate/${d.id}`, token: owner.token, payload: { debate_status: 'canceled' } });
    const late = await invite({ user_id: guest.user.id, role: 'player', side: 'prop' });
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe(SPEAK_ERRORS.notOpen);
  });
});

describe('Speak events: no invitation to oneself', () => {
  it('the initiator or a player inviting their own address, in any case or by their own id, gets 409 and no e-mail; others still can', async () => {
    const owner = await createUser(ctx);
    const d = await approvedEvent(owner);
    const invite = (token: string, payload: Record<string, unknown>) => call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/invite`, token, payload });
    for (const payload of [
      { email: owner.user.email.toUpperCase(), role: 'player', side: 'opp' },
      { user_id: owner.user.id, role: 'judge' },
    ]) {
      const self = await invite(owner.token, payload);
      expect(self.status).toBe(409);
      expect(self.body.detail).toBe(SPEAK_ERRORS.inviteSelf);
    }
    const player = await createUser(ctx);
    expect(
      (await call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/participate`, token: player.token, payload: { role: 'player', side: 'prop' } })).status,
    ).toBe(201);
    expect((await decide(owner, d.id, player.user.id, { state: 'approved' })).body.state).toBe('approved');
    const own = await invite(player.token, { email: player.user.email, role: 'player' });
    expect(own.status).toBe(409);
    expect(own.body.detail).toBe(SPEAK_ERRORS.inviteSelf);
    // The jobs are drained once and the outbox read: no invitation went to either address.
    for (const to of [owner.user.email, player.user.email]) expect((await mailsTo(env, to, () => true)).some((raw) => /invites you to/.test(raw))).toBe(false);
    expect((await invite(owner.token, { email: `friend-${d.id}@example.com`, role: 'player', side: 'opp' })).status).toBe(200);
  });
});

describe('Speak events: no invitation to someone already in the event', () => {
  it('the initiator, an applicant or a declined person cannot be invited (409, no e-mail); someone who withdrew can', async () => {
    const owner = await createUser(ctx);
    const d = await approvedEvent(owner);
    const invite = (token: string, payload: Record<string, unknown>) => call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/invite`, token, payload });
    const apply = (u: User, side: string) =>
      call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/participate`, token: u.token, payload: { role: 'player', side } });
    const [player, applicant, refused, gone] = [await createUser(ctx), await createUser(ctx), await createUser(ctx), await createUser(ctx)];
    for (const [i, u] of [player, applicant, refused, gone].entries()) expect((await apply(u, i % 2 ? 'opp' : 'prop')).status).toBe(201);
    expect((await decide(owner, d.id, player.user.id, { state: 'approved' })).body.state).toBe('approved');
    expect((await decide(owner, d.id, refused.user.id, { state: 'declined' })).body.state).toBe('declined');
    expect((await decide(gone, d.id, gone.user.id, { state: 'withdrawn' })).body.state).toBe('withdrawn');

    const cases: [string, Record<string, unknown>, string][] = [
      [player.token, { email: owner.user.email.toUpperCase(), role: 'player' }, SPEAK_ERRORS.inviteeAlreadyIn],
      [owner.token, { user_id: player.user.id, role: 'judge' }, SPEAK_ERRORS.inviteeAlreadyIn],
      [owner.token, { email: applicant.user.email, role: 'player', side: 'opp' }, SPEAK_ERRORS.inviteeAlreadyIn],
      [owner.token, { user_id: refused.user.id, role: 'player', side: 'opp' }, SPEAK_ERRORS.inviteeCannotJoin],
    ];
    for (const [token, payload, detail] of cases) {
      const res = await invite(token, payload);
      expect(res.status).toBe(409);
      expect(res.body.detail).toBe(detail);
    }
    for (const u of [owner, player, applicant, refused])
      expect((await mailsTo(env, u.user.email, () => true)).some((raw) => /invites you to/.test(raw))).toBe(false);
    expect((await invite(owner.token, { email: gone.user.email, role: 'player', side: 'opp' })).status).toBe(200);
  });
});

describe('Speak events: invitations are e-mails, limited per sender', () => {
  it('an account sends at most 30 invitations an hour, then 429 with retry-after', async () => {
    const owner = await createUser(ctx);
    const d = await approvedEvent(owner);
    const invite = (i: number) =>
      call(app, {
        method: 'POST',
        url: `/api/v1/debate/${d.id}/invite`,
        token: owner.token,
        payload: { email: `guest${i}-${d.id}@example.com`, role: 'player' },
      });
    for (let i = 0; i < 30; i++) expect((await invite(i)).status).toBe(200);
    const over = await invite(30);
    expect(over.status).toBe(429);
    expect(over.body.detail).toBe(SPEAK_ERRORS.invitesRateLimited);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('Speak room: the vote (spec 02 §3, §4)', () => {
  it('only the initiator opens it, only in the judges’ step; each voter votes once per kind; the result names the winners', async () => {
    const owner = await createUser(ctx);
    const start = new Date(Date.now() + 2 * HOUR);
    const d = await approvedEvent(owner, { start_time: start.toISOString(), max_judges: 1 });
    const [p1, p2, judge, fan, stranger] = [await createUser(ctx), await createUser(ctx), await createUser(ctx), await createUser(ctx), await createUser(ctx)];
    await apply(p1, d.id, { role: 'player', side: 'prop' });
    await apply(p2, d.id, { role: 'player', side: 'opp' });
    await apply(judge, d.id, { role: 'judge' });
    await apply(fan, d.id, { role: 'audience' });
    for (const u of [p1, p2, judge, fan]) await decide(owner, d.id, u.user.id, { state: 'approved' });
    const open = () => call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/vote/activity`, token: owner.token });
    const vote = (u: User, payload: Record<string, unknown>) => call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/vote`, token: u.token, payload });

    // Before the judges' step (37 minutes in): refused.
    ctx.now = () => new Date(start.getTime() + 20 * 60_000);
    expect((await open()).status).toBe(409);
    ctx.now = () => new Date(start.getTime() + 38 * 60_000);
    expect((await call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/vote/activity`, token: judge.token })).status).toBe(403);
    expect((await vote(fan, { best_team: 'prop' })).status).toBe(409);
    const opened = await open();
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ open: true, closes_at: new Date(start.getTime() + 43 * 60_000).toISOString() });

    expect((await vote(fan, { best_team: 'prop', best_debater: p1.user.id })).body.my).toEqual({ best_team: 'prop', best_debater: p1.user.id });
    expect((await vote(fan, { best_team: 'opp' })).status).toBe(409);
    expect((await vote(judge, { best_team: 'opp', best_debater: p1.user.id })).status).toBe(200);
    expect((await vote(p2, { best_team: 'prop' })).status).toBe(200);
    expect((await vote(stranger, { best_team: 'opp' })).status).toBe(403);
    expect((await vote(p1, { best_debater: fan.user.id })).body.detail).toBe('Vote for one of the debaters');
    // Voters see the result once voting has closed; the initiator sees it as it comes in.
    expect((await call(app, { method: 'GET', url: `/api/v1/debate/${d.id}/vote`, token: fan.token })).body.result).toBeNull();
    ctx.now = () => new Date(start.getTime() + 43 * 60_000 + 1);
    const closed = await call(app, { method: 'GET', url: `/api/v1/debate/${d.id}/vote`, token: fan.token });
    expect(closed.body.open).toBe(false);
    expect(closed.body.result).toMatchObject({
      bestTeam: 'prop',
      teamVotes: { prop: 2, opp: 1 },
      bestDebater: { id: p1.user.id },
      debaterVotes: [{ id: p1.user.id, votes: 2 }],
    });
    expect((await vote(p1, { best_team: 'opp' })).status).toBe(409);
    const timeline = await call(app, { method: 'GET', url: `/api/v1/debate/${d.id}/timeline` });
    expect(timeline.body.steps).toHaveLength(8);
    expect(typeof timeline.body.server_now).toBe('number');
  });
});

describe('Speak events: tickets list', () => {
  it('/debate/tickets shows each event with its real likes and seats', async () => {
    const owner = await createUser(ctx);
    const d = await approvedEvent(owner);
    const u = await createUser(ctx);
    await call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/attendee`, token: u.token, payload: {} });
    await call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/like`, token: u.token });
    const tickets = (await call(app, { method: 'GET', url: '/api/v1/debate/tickets', token: u.token })).body.items as {
      debate: { id: number; likes: number; liked: boolean; seats_left: { players: number } };
    }[];
    expect(tickets.find((x) => x.debate.id === d.id)?.debate).toMatchObject({ likes: 1, liked: true, seats_left: { players: 4 } });
  });
});

describe('Speak room: a role play has no teams', () => {
  it('refuses a team vote and takes a best-player vote', async () => {
    const owner = await createUser(ctx);
    const start = new Date(Date.now() + 2 * HOUR);
    const d = await approvedEvent(owner, {
      debate_type: 'role_play',
      duration: 15,
      role_names: ['A', 'B'],
      max_players: 2,
      max_judges: 1,
      start_time: start.toISOString(),
    });
    const [p, j] = [await createUser(ctx), await createUser(ctx)];
    await apply(p, d.id, { role: 'player', role_name: 'A' });
    await apply(j, d.id, { role: 'judge' });
    for (const u of [p, j]) await decide(owner, d.id, u.user.id, { state: 'approved' });
    ctx.now = () => new Date(start.getTime() + 11 * 60_000);
    expect((await call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/vote/activity`, token: owner.token })).status).toBe(200);
    const team = await call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/vote`, token: j.token, payload: { best_team: 'prop' } });
    expect(team.body.detail).toBe('Only a debate has teams to vote for');
    expect((await call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/vote`, token: j.token, payload: { best_debater: p.user.id } })).status).toBe(200);
  });
});
