import { SPEAK_ERRORS } from '@lingbridge/contracts/speak';
import { describe, expect, it } from 'vitest';
import { call, createUser, getTestEnv } from './helpers';

// Spec 02 §5 and §9 at their boundaries, over HTTP: exactly at a limit is accepted, one over is
// refused in the spec's words (§5: "the messages use a placeholder for the maximum").
const env = await getTestEnv();
const { app, ctx } = env;
const admin = await createUser(ctx, { role: 'Admin' });
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

function form(over: Record<string, unknown> = {}) {
  return {
    title: 'Limits probe',
    debate_type: 'debate',
    start_time: inDays(3),
    duration: 45,
    language: 'Spanish',
    level: 'Beginner',
    max_players: 8,
    max_judges: 3,
    ...over,
  };
}
const create = (token: string, payload: Record<string, unknown>) => call(app, { method: 'POST', url: '/api/v1/debate', token, payload });
const patch = (token: string, id: number, payload: Record<string, unknown>) => call(app, { method: 'PATCH', url: `/api/v1/debate/${id}`, token, payload });
const messages = (r: { body: { errors?: { path: string; message: string }[] } }) => (r.body.errors ?? []).map((e) => e.message);
const roles = (n: number) => Array.from({ length: n }, (_, i) => `Role ${i + 1}`);

describe('Speak events: players, judges and roles at their limits (spec 02 §5, §9)', () => {
  it('a debate takes 8 players and 3 judges; one more of either is refused with the spec message, not a schema text', async () => {
    const u = await createUser(ctx);
    expect((await create(u.token, form())).status).toBe(201);

    const players = await create(u.token, form({ max_players: 9 }));
    expect(players.status).toBe(422);
    expect(messages(players)).toEqual(['This event takes at most 8 players']);
    expect(players.body.detail).toBe('This event takes at most 8 players');

    const judges = await create(u.token, form({ max_judges: 4 }));
    expect(judges.status).toBe(422);
    expect(messages(judges)).toEqual([SPEAK_ERRORS.judgesFull.replace('{max}', '3')]);
  });

  it('a role play takes 8 roles; a ninth role is a ninth player', async () => {
    const u = await createUser(ctx);
    const rp = { debate_type: 'role_play', duration: 15, max_judges: 0 };
    expect((await create(u.token, form({ ...rp, role_names: roles(8) }))).status).toBe(201);
    const nine = await create(u.token, form({ ...rp, role_names: roles(9) }));
    expect(nine.status).toBe(422);
    expect(messages(nine)).toEqual(['This event takes at most 8 players']);
  });

  it('an edit past the limits says the same words', async () => {
    const u = await createUser(ctx);
    const d = await create(u.token, form({ max_players: 2, max_judges: 0 }));
    expect(d.status).toBe(201);
    const atLimit = await patch(u.token, d.body.id, { max_players: 8, max_judges: 3 });
    expect(atLimit.status).toBe(200);
    expect(atLimit.body).toMatchObject({ max_players: 8, max_judges: 3 });
    expect(messages(await patch(u.token, d.body.id, { max_players: 9 }))).toEqual(['This event takes at most 8 players']);
    expect(messages(await patch(u.token, d.body.id, { max_judges: 4 }))).toEqual(['This event takes at most 3 judges']);
  });
});

describe('Speak events: a full seat of one says it in the singular', () => {
  const applyAs = (token: string, id: number, payload: Record<string, unknown>) =>
    call(app, { method: 'POST', url: `/api/v1/debate/${id}/participate`, token, payload });
  async function approved(payload: Record<string, unknown>) {
    const owner = await createUser(ctx);
    const d = await create(owner.token, form({ initiator_role: 'host', ...payload }));
    expect(d.status, JSON.stringify(d.body)).toBe(201);
    expect((await patch(admin.token, d.body.id, { verify_status: 'success' })).status).toBe(200);
    return d.body.id as number;
  }

  it('one speaker per side, one judge, one role: "at most 1 speaker", "1 judge", "1 player"', async () => {
    const debate = await approved({ max_players: 2, max_judges: 1 });
    expect((await applyAs((await createUser(ctx)).token, debate, { role: 'player', side: 'prop' })).status).toBe(201);
    expect((await applyAs((await createUser(ctx)).token, debate, { role: 'judge' })).status).toBe(201);
    const side = await applyAs((await createUser(ctx)).token, debate, { role: 'player', side: 'prop' });
    expect(side.status).toBe(409);
    expect(side.body.detail).toBe('A side has at most 1 speaker');
    const judge = await applyAs((await createUser(ctx)).token, debate, { role: 'judge' });
    expect(judge.body.detail).toBe('This event takes at most 1 judge');

    const play = await approved({ debate_type: 'role_play', duration: 15, role_names: ['Guide'], max_players: 1, max_judges: 0 });
    expect((await applyAs((await createUser(ctx)).token, play, { role: 'player', role_name: 'Guide' })).status).toBe(201);
    const player = await applyAs((await createUser(ctx)).token, play, { role: 'player', role_name: 'Guide' });
    expect(player.body.detail).toBe('This event takes at most 1 player');

    // More than one keeps the plural.
    const two = await approved({ max_players: 4, max_judges: 0 });
    for (let i = 0; i < 2; i++) expect((await applyAs((await createUser(ctx)).token, two, { role: 'player', side: 'opp' })).status).toBe(201);
    expect((await applyAs((await createUser(ctx)).token, two, { role: 'player', side: 'opp' })).body.detail).toBe('A side has at most 2 speakers');
  });
});

describe('Speak events: the list pages (spec 02 §7 GET /debate)', () => {
  it('a page past the last still tells the total and the number of pages', async () => {
    const u = await createUser(ctx);
    for (let i = 0; i < 3; i++) {
      const d = await create(u.token, form({ title: `Paged ${i}`, start_time: inDays(3 + i) }));
      expect((await patch(admin.token, d.body.id, { verify_status: 'success' })).status).toBe(200);
    }
    const list = (page: number) => call(app, { method: 'GET', url: `/api/v1/debate?user_id=${u.user.id}&size=2&page=${page}`, token: u.token });
    const first = await list(1);
    expect(first.body).toMatchObject({ page: 1, pages: 2, total: 3 });
    expect(first.body.items).toHaveLength(2);
    const last = await list(2);
    expect(last.body).toMatchObject({ page: 2, pages: 2, total: 3 });
    expect(last.body.items).toHaveLength(1);
    const past = await list(5);
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ page: 5, pages: 2, total: 3, items: [] });
  });
});
