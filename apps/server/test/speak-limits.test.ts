import { SPEAK_ERRORS } from '@lingbridge/contracts/speak';
import { describe, expect, it } from 'vitest';
import { call, createUser, getTestEnv } from './helpers';

// Spec 02 §5 and §9 at their boundaries, over HTTP: exactly at a limit is accepted, one over is
// refused in the spec's words (§5: "the messages use a placeholder for the maximum").
const env = await getTestEnv();
const { app, ctx } = env;
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
