import { ROOM_ERRORS } from '@lingbridge/contracts/speak-signal';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { iceServersFor, turnPassword } from '../src/features/speak/room/ice';
import { ChatClient, listeningUrl } from './chat-helpers';
import { call, createUser, getTestEnv } from './helpers';

// Issue 15: the Speak Room's signalling socket (decision 0120). Every frame is checked against the
// room's membership and the sender's role; forwarded frames carry the sender as the server knows it.
const env = await getTestEnv();
const { app, ctx } = env;
const admin = await createUser(ctx, { role: 'Admin' });
const realNow = ctx.now;
type User = Awaited<ReturnType<typeof createUser>>;
let base = '';
const open: ChatClient[] = [];

beforeAll(async () => {
  base = await listeningUrl(env);
});
afterEach(() => {
  ctx.now = realNow;
});
afterAll(async () => {
  await Promise.all(open.filter((c) => c.isOpen).map((c) => c.close()));
});

const start = new Date(Date.now() + 3 * 3_600_000);
const at = (ms: number) => () => new Date(start.getTime() + ms);

async function event(owner: User) {
  const r = await call(app, {
    method: 'POST',
    url: '/api/v1/debate',
    token: owner.token,
    payload: {
      title: 'Should cities ban cars?',
      debate_type: 'debate',
      start_time: start.toISOString(),
      duration: 45,
      language: 'Spanish',
      level: 'Intermediate',
      description: 'A friendly debate.',
      max_players: 4,
      max_judges: 1,
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  expect((await call(app, { method: 'PATCH', url: `/api/v1/debate/${r.body.id}`, token: admin.token, payload: { verify_status: 'success' } })).status).toBe(
    200,
  );
  return r.body.id as number;
}

async function member(owner: User, id: number, payload: Record<string, unknown>) {
  const u = await createUser(ctx);
  expect((await call(app, { method: 'POST', url: `/api/v1/debate/${id}/participate`, token: u.token, payload })).status).toBe(201);
  const d = await call(app, { method: 'PATCH', url: `/api/v1/debate/debate_user/${id}/${u.user.id}`, token: owner.token, payload: { state: 'approved' } });
  expect(d.body.state).toBe('approved');
  return u;
}

async function socket(id: number, u: User | null) {
  const c = await ChatClient.open(base, u?.token ?? null, `/api/v1/debate/${id}/room/socket`);
  open.push(c);
  return c;
}

async function joined(id: number, u: User) {
  const c = await socket(id, u);
  const j = await c.request({ command: 'Join', mic: true, cam: false });
  expect(j.status, JSON.stringify(j.response)).toBe('success');
  return { c, me: j.response.me as { peer_id: string; role: string; side: string | null; publish: boolean } };
}

describe('the Speak Room signalling socket', async () => {
  const owner = await createUser(ctx);
  const id = await event(owner);
  const prop = await member(owner, id, { role: 'player', side: 'prop' });
  const opp = await member(owner, id, { role: 'player', side: 'opp' });
  const audience = await member(owner, id, { role: 'audience' });
  const outsider = await createUser(ctx);

  it('refuses a socket without a valid token, an outsider, and anyone before the room opens', async () => {
    const anon = await socket(id, null);
    expect((await anon.closed).code).toBe(4001);
    ctx.now = at(60_000);
    const o = await socket(id, outsider);
    const refused = await o.request({ command: 'Join', mic: true, cam: true });
    expect(refused).toMatchObject({ status: 'error', response: { detail: ROOM_ERRORS.cannotConnect } });
    ctx.now = at(-40 * 60_000);
    const early = await socket(id, prop);
    expect((await early.request({ command: 'Join', mic: true, cam: true })).response.detail).toBe(ROOM_ERRORS.notOpen);
    // Nothing is forwarded for a socket that has not joined.
    ctx.now = at(60_000);
    expect((await early.request({ command: 'Signal', to: 'x', candidate: null })).response.detail).toBe(ROOM_ERRORS.notJoined);
  });

  it('introduces peers, forwards negotiation to the one peer named, with the sender the server knows', async () => {
    ctx.now = at(60_000);
    const a = await joined(id, prop);
    expect(a.me).toMatchObject({ role: 'player', side: 'prop', publish: true });
    const b = await joined(id, opp);
    const seen = await a.c.next((f) => f.command === 'PeerJoined');
    expect(seen.response).toMatchObject({ peer_id: b.me.peer_id, user_id: opp.user.id, side: 'opp', mic: true, cam: false });

    a.c.send({ command: 'Hello', to: b.me.peer_id, mic: true, cam: false });
    const hello = await b.c.next((f) => f.command === 'Hello');
    expect(hello.response).toMatchObject({ peer_id: a.me.peer_id, user_id: prop.user.id, role: 'player' });

    b.c.send({ command: 'Signal', to: a.me.peer_id, description: { type: 'offer', sdp: 'v=0' } });
    const offer = await a.c.next((f) => f.command === 'Signal');
    expect(offer.response).toEqual({ from: b.me.peer_id, description: { type: 'offer', sdp: 'v=0' } });

    // The audience receives only: its state says so, whatever it claims.
    const c = await joined(id, audience);
    expect(c.me).toMatchObject({ role: 'audience', publish: false });
    expect((await b.c.next((f) => f.command === 'PeerJoined' && f.response.user_id === audience.user.id)).response).toMatchObject({ mic: false, cam: false });
    // A frame that is not valid is answered on its own; the socket stays.
    expect((await a.c.request({ command: 'Signal', to: '', description: { type: 'bogus' } })).status).toBe('error');
    expect(a.c.isOpen).toBe(true);

    await b.c.close();
    expect((await a.c.next((f) => f.command === 'PeerLeft')).response).toEqual({ peer_id: b.me.peer_id, user_id: opp.user.id });
  });

  it('reactions are the audience’s, muting the initiator’s; the clock answers with the server’s time', async () => {
    ctx.now = at(2 * 60_000);
    const host = await joined(id, owner);
    expect(host.me).toMatchObject({ role: 'host', publish: true });
    const a = await joined(id, prop);
    const c = await joined(id, audience);
    expect((await a.c.request({ command: 'Reaction', emoji: '👏' })).response.detail).toBe(ROOM_ERRORS.audienceOnly);
    c.c.send({ command: 'Reaction', emoji: '🎉' });
    expect((await a.c.next((f) => f.command === 'Reaction')).response).toEqual({ peer_id: c.me.peer_id, user_id: audience.user.id, emoji: '🎉' });
    // Everyone sees it float, the sender too; an emoji outside the set is refused.
    expect((await c.c.next((f) => f.command === 'Reaction')).response.emoji).toBe('🎉');
    c.c.send({ command: 'Reaction', emoji: '💩' });
    expect((await c.c.next((f) => f.command === 'Reaction')).status).toBe('error');

    expect((await a.c.request({ command: 'Mute', user_id: audience.user.id })).response.detail).toBe(ROOM_ERRORS.notManager);
    expect((await host.c.request({ command: 'Mute', user_id: prop.user.id })).status).toBe('success');
    expect((await a.c.next((f) => f.command === 'Muted')).response).toEqual({ by: owner.user.id });

    const t = await c.c.request({ command: 'Time', t0: 123.5 });
    expect(t.response).toEqual({ t0: 123.5, server_now: start.getTime() + 2 * 60_000 });
  });

  it('counts speaking time per step, never more than the time that passed, and only for those who speak', async () => {
    ctx.now = at(3 * 60_000);
    const a = await joined(id, prop);
    const c = await joined(id, audience);
    ctx.now = at(3 * 60_000 + 5_000);
    expect((await a.c.request({ command: 'Speaking', step: 'opening', ms: 4_000 })).response).toEqual({ step: 'opening', total_ms: 4_000 });
    expect((await a.c.request({ command: 'Speaking', step: 'opening', ms: 30_000 })).response.detail).toBe(ROOM_ERRORS.tooMuchSpeaking);
    expect((await a.c.request({ command: 'Speaking', step: 'round2_free', ms: 100 })).response.detail).toBe(ROOM_ERRORS.notOpen);
    expect((await c.c.request({ command: 'Speaking', step: 'opening', ms: 100 })).response.detail).toBe(ROOM_ERRORS.notPublisher);
    ctx.now = at(3 * 60_000 + 8_000);
    expect((await a.c.request({ command: 'Speaking', step: 'opening', ms: 2_500 })).response.total_ms).toBe(6_500);
    const times = await call(app, { method: 'GET', url: `/api/v1/debate/${id}/speaking` });
    expect(times.status).toBe(200);
    expect(times.body).toEqual([{ user_id: prop.user.id, nick_name: expect.any(String), step: 'opening', ms: 6_500 }]);
  });

  it('a second tab replaces the first; a kick reaches the room at once and closes the room to the kicked', async () => {
    ctx.now = at(4 * 60_000);
    const first = await joined(id, opp);
    const second = await joined(id, opp);
    expect((await first.c.next((f) => f.command === 'Replaced')).status).toBe('success');
    const a = await joined(id, prop);
    const kicked = await call(app, {
      method: 'PATCH',
      url: `/api/v1/debate/debate_user/${id}/${opp.user.id}`,
      token: owner.token,
      payload: { state: 'kicked' },
    });
    expect(kicked.status).toBe(200);
    expect((await second.c.next((f) => f.command === 'Kicked')).response).toEqual({ debate_id: id });
    expect((await a.c.next((f) => f.command === 'RolesChanged')).response).toMatchObject({ user_id: opp.user.id, state: 'kicked' });
    ctx.now = at(4 * 60_000 + 3_000);
    expect((await second.c.request({ command: 'Media', mic: true, cam: true })).response.detail).toBe(ROOM_ERRORS.cannotConnect);
  });

  it('in mesh mode the audience enters while there is room; those who speak always do', async () => {
    ctx.now = at(5 * 60_000);
    const cap = ctx.config.speakRoom.meshMaxPeople;
    ctx.config.speakRoom.meshMaxPeople = 1;
    try {
      await joined(id, prop);
      const c = await socket(id, audience);
      expect((await c.request({ command: 'Join', mic: false, cam: false })).response.detail).toBe(ROOM_ERRORS.full.replace('{max}', '1'));
      await joined(id, owner);
    } finally {
      ctx.config.speakRoom.meshMaxPeople = cap;
    }
    expect((await call(app, { method: 'GET', url: '/api/v1/debate/room/media' })).body).toEqual({ media: 'mesh', max_people: cap });
  });
});

describe('ICE servers', () => {
  it('hands out coturn shared-secret credentials that expire', () => {
    const fake = {
      now: () => new Date(1_800_000_000_000),
      config: {
        ...ctx.config,
        speakRoom: {
          meshMaxPeople: 12,
          stunUrls: ['stun:stun.example.org:3478'],
          turn: { urls: ['turn:turn.example.org:3478'], secret: 's3cret-s3cret', ttlSec: 3600 },
          janus: null,
        },
      },
    };
    const [stun, turn] = iceServersFor(fake, 42);
    expect(stun).toEqual({ urls: ['stun:stun.example.org:3478'] });
    expect(turn!.username).toBe('1800003600:42');
    // HMAC-SHA1 in base64, as coturn's use-auth-secret computes it.
    expect(turn!.credential).toBe(turnPassword('s3cret-s3cret', '1800003600:42'));
    expect(turn!.credential).toMatch(/^[A-Za-z0-9+/]{27}=$/);
    expect(iceServersFor({ ...fake, config: { ...fake.config, speakRoom: { ...fake.config.speakRoom, stunUrls: [], turn: null } } }, 1)).toEqual([]);
  });
});
