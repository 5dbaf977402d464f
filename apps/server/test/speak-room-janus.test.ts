import { ROOM_ERRORS, type JanusGrant } from '@lingbridge/contracts/speak-signal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { JanusRooms } from '../src/features/speak/room/janus';
import { janusOf } from '../src/features/speak/room/janus-port';
import { ChatClient, listeningUrl } from './chat-helpers';
import { call, createUser, getTestEnv } from './helpers';

// Issue 15, decision 0122: the SFU adapter against a real Janus (Debian's package), started by
// scripts/janus-dev.mjs with a generated configuration: token auth, VideoRoom admin key, loopback ports.
type Janus = { env: Record<string, string>; adminUrl: string; wsUrl: string; adminSecret: string; adminKey: string; stop: () => Promise<void> };
type JanusDev = { janusBinary: () => string | null; startJanus: (o?: { adminSecret?: string; adminKey?: string }) => Promise<Janus> };
const dev = (await import('../../../scripts/janus-dev.mjs' as string)) as JanusDev;
const installed = dev.janusBinary() !== null;
if (!installed) console.warn('speak-room-janus: SKIPPED — the janus binary is not installed (apt-get install -y janus)');

/** A browser's side of Janus, minimal: requests over the WebSocket API, answered by transaction. */
class JanusWs {
  private n = 0;
  private waiting = new Map<string, (f: Record<string, any>) => void>();
  session = 0;
  private constructor(private ws: WebSocket) {
    ws.on('message', (d) => {
      const f = JSON.parse(String(d));
      if (f.janus === 'ack') return;
      this.waiting.get(f.transaction)?.(f);
    });
  }
  static async open(url: string) {
    const ws = new WebSocket(url, 'janus-protocol');
    await new Promise((r, j) => (ws.once('open', r), ws.once('error', j)));
    return new JanusWs(ws);
  }
  request(body: Record<string, unknown>): Promise<Record<string, any>> {
    const transaction = `t${++this.n}`;
    return new Promise((resolve) => {
      this.waiting.set(transaction, resolve);
      this.ws.send(JSON.stringify({ ...body, transaction, ...(this.session ? { session_id: this.session } : {}) }));
    });
  }
  async start(token?: string) {
    const r = await this.request({ janus: 'create', token });
    if (r.janus === 'success') this.session = r.data.id;
    return r;
  }
  async handle(token: string) {
    return (await this.request({ janus: 'attach', plugin: 'janus.plugin.videoroom', token })).data.id as number;
  }
  close() {
    this.ws.close();
  }
}

describe.skipIf(!installed)('the Janus SFU adapter (real Janus)', async () => {
  const env = await getTestEnv();
  const { app, ctx } = env;
  let janus: Janus;
  let base = '';
  const sockets: ChatClient[] = [];
  const browsers: JanusWs[] = [];
  const admin = await createUser(ctx, { role: 'Admin' });
  const owner = await createUser(ctx);
  const start = new Date(Date.now() + 10 * 60_000);

  beforeAll(async () => {
    janus = await dev.startJanus();
    ctx.config.speakRoom.janus = {
      instances: [{ url: janus.wsUrl, adminUrl: janus.adminUrl }],
      adminSecret: janus.adminSecret,
      roomAdminKey: janus.adminKey,
      maxPeople: 200,
    };
    base = await listeningUrl(env);
  }, 30_000);
  afterAll(async () => {
    for (const b of browsers) b.close();
    await Promise.all(sockets.filter((c) => c.isOpen).map((c) => c.close()));
    ctx.config.speakRoom.janus = null;
    await janus?.stop();
  });

  async function event() {
    const payload = { title: 'Janus room', debate_type: 'debate', start_time: start.toISOString(), duration: 45, language: 'Spanish', level: 'Intermediate' };
    const r = await call(app, {
      method: 'POST',
      url: '/api/v1/debate',
      token: owner.token,
      payload: { ...payload, description: 'SFU.', max_players: 4, max_judges: 1 },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    await call(app, { method: 'PATCH', url: `/api/v1/debate/${r.body.id}`, token: admin.token, payload: { verify_status: 'success' } });
    return r.body.id as number;
  }
  async function member(id: number, payload: Record<string, unknown>) {
    const u = await createUser(ctx);
    expect((await call(app, { method: 'POST', url: `/api/v1/debate/${id}/participate`, token: u.token, payload })).status).toBe(201);
    await call(app, { method: 'PATCH', url: `/api/v1/debate/debate_user/${id}/${u.user.id}`, token: owner.token, payload: { state: 'approved' } });
    return u;
  }
  async function join(id: number, token: string) {
    const c = await ChatClient.open(base, token, `/api/v1/debate/${id}/room/socket`);
    sockets.push(c);
    const j = await c.request({ command: 'Join', mic: true, cam: true });
    expect(j.status, JSON.stringify(j.response)).toBe('success');
    return { c, joined: j.response as { media: string; janus: JanusGrant; me: { feed: number | null; peer_id: string } } };
  }
  async function browser(grant?: JanusGrant) {
    const b = await JanusWs.open(janus.wsUrl);
    browsers.push(b);
    if (grant) expect((await b.start(grant.token)).janus).toBe('success');
    return b;
  }
  const joinAs = (b: JanusWs, h: number, g: JanusGrant, body: Record<string, unknown>) =>
    b.request({ janus: 'message', handle_id: h, token: g.token, body: { request: 'join', room: g.room, pin: g.pin, ...body } });

  it('says the room is in SFU mode, creates it in Janus and gives each participant their own credentials', async () => {
    const id = await event();
    const player = await member(id, { role: 'player', side: 'prop' });
    const listener = await member(id, { role: 'audience' });
    expect((await call(app, { method: 'GET', url: '/api/v1/debate/room/media' })).body).toEqual({ media: 'sfu', max_people: 200 });
    const p = await join(id, player.token);
    expect(p.joined.media).toBe('sfu');
    expect(p.joined.janus).toMatchObject({ url: janus.wsUrl, room: id, feed: expect.any(Number) });
    expect(p.joined.me.feed).toBe(p.joined.janus.feed);
    const a = await join(id, listener.token);
    expect(a.joined.janus.feed).toBeNull();
    expect(a.joined.janus.token).not.toBe(p.joined.janus.token);
    expect(await janusOf(ctx)!.participants(id)).toEqual([]);

    // Nobody talks to Janus without a token our server stored there.
    const stranger = await browser();
    expect((await stranger.start()).error.code).toBe(403);
    expect((await stranger.start('made-up-token')).error.code).toBe(403);

    // A player publishes with their token; the audience's token is refused as a publisher (433).
    const pb = await browser(p.joined.janus);
    const ph = await pb.handle(p.joined.janus.token);
    const pj = await joinAs(pb, ph, p.joined.janus, { ptype: 'publisher', id: p.joined.janus.feed, display: p.joined.me.peer_id, token: p.joined.janus.token });
    expect(pj.plugindata.data).toMatchObject({ videoroom: 'joined', id: p.joined.janus.feed });
    const ab = await browser(a.joined.janus);
    const ah = await ab.handle(a.joined.janus.token);
    const aj = await joinAs(ab, ah, a.joined.janus, { ptype: 'publisher', token: a.joined.janus.token });
    expect(aj.plugindata.data.error_code).toBe(433);
    // Without the room's PIN nobody joins, and a browser cannot create rooms (the admin key is the server's).
    const wrongPin = await joinAs(ab, ah, { ...a.joined.janus, pin: 'nope' }, { ptype: 'subscriber', streams: [{ feed: p.joined.janus.feed }] });
    expect(wrongPin.plugindata.data.error_code).toBe(433);
    const create = await ab.request({ janus: 'message', handle_id: ah, token: a.joined.janus.token, body: { request: 'create', room: 999_999 } });
    expect(create.plugindata.data).toMatchObject({ error_code: 429, error: expect.stringMatching(/admin_key/) });
    expect((await janusOf(ctx)!.participants(id))!.map((x) => x.id)).toEqual([p.joined.janus.feed]);

    // Leaving takes the credentials back: the player is out of the room and the token is dead.
    expect((await p.c.request({ command: 'Leave' })).status).toBe('success');
    await expect.poll(async () => (await janusOf(ctx)!.participants(id))?.length ?? 0).toBe(0);
    const again = await browser();
    expect((await again.start(p.joined.janus.token)).error.code).toBe(403);
    // The last one out: the room is destroyed.
    await a.c.close();
    await expect.poll(() => janusOf(ctx)!.participants(id), { timeout: 5_000 }).toBeNull();
  });

  it('takes a kicked publisher out of Janus and their token stops working', async () => {
    const id = await event();
    const player = await member(id, { role: 'player', side: 'opp' });
    const p = await join(id, player.token);
    const pb = await browser(p.joined.janus);
    const ph = await pb.handle(p.joined.janus.token);
    await joinAs(pb, ph, p.joined.janus, { ptype: 'publisher', id: p.joined.janus.feed, token: p.joined.janus.token });
    expect((await janusOf(ctx)!.participants(id))!.length).toBe(1);
    const kick = await call(app, {
      method: 'PATCH',
      url: `/api/v1/debate/debate_user/${id}/${player.user.id}`,
      token: owner.token,
      payload: { state: 'kicked' },
    });
    expect(kick.status).toBe(200);
    // The next frame (a beat of the clock) finds the place gone and takes the credentials back.
    await new Promise((r) => setTimeout(r, 2_100));
    p.c.send({ command: 'Time', t0: 1 });
    await expect.poll(async () => (await janusOf(ctx)!.participants(id))?.length ?? 0, { timeout: 5_000 }).toBe(0);
    expect((await (await browser()).start(p.joined.janus.token)).error.code).toBe(403);
    const refused = await p.c.request({ command: 'Media', mic: true, cam: true });
    expect(refused.response.detail).toBe(ROOM_ERRORS.cannotConnect);
  });

  it('spreads the rooms over the configured instances, each room on the one its event hashes to', async () => {
    const second = await dev.startJanus({ adminSecret: janus.adminSecret, adminKey: janus.adminKey });
    const real = ctx.config.speakRoom.janus!;
    ctx.config.speakRoom.janus = { ...real, instances: [...real.instances, { url: second.wsUrl, adminUrl: second.adminUrl }] };
    const rooms = async (adminUrl: string) => {
      const body = {
        janus: 'message_plugin',
        transaction: 'x',
        admin_secret: janus.adminSecret,
        plugin: 'janus.plugin.videoroom',
        request: { request: 'list', admin_key: janus.adminKey },
      };
      const r = (await (await fetch(adminUrl, { method: 'POST', body: JSON.stringify(body) })).json()) as { response: { list: { room: number }[] } };
      return r.response.list.map((x) => x.room);
    };
    try {
      const placed = new Map<string, number[]>([
        [janus.wsUrl, []],
        [second.wsUrl, []],
      ]);
      for (let i = 0; i < 12 && [...placed.values()].some((ids) => !ids.length); i++) {
        const id = await event();
        const player = await member(id, { role: 'player', side: 'prop' });
        const p = await join(id, player.token);
        placed.get(p.joined.janus.url)!.push(id);
      }
      const [onFirst, onSecond] = [placed.get(janus.wsUrl)!, placed.get(second.wsUrl)!];
      expect(onFirst.length && onSecond.length).toBeTruthy();
      const [listFirst, listSecond] = [await rooms(janus.adminUrl), await rooms(second.adminUrl)];
      for (const id of onFirst) expect(listFirst).toContain(id);
      for (const id of onSecond) expect(listFirst).not.toContain(id);
      expect(listSecond.sort()).toEqual(onSecond.sort());
    } finally {
      ctx.config.speakRoom.janus = real;
      await second.stop();
    }
  });

  it('says the media server is down when Janus cannot be reached (never a 500)', async () => {
    const id = await event();
    const player = await member(id, { role: 'player', side: 'prop' });
    const real = ctx.config.speakRoom.janus;
    ctx.config.speakRoom.janus = { ...real!, instances: [{ url: 'ws://127.0.0.1:1', adminUrl: 'http://127.0.0.1:1/admin' }] };
    try {
      const c = await ChatClient.open(base, player.token, `/api/v1/debate/${id}/room/socket`);
      sockets.push(c);
      expect(await c.request({ command: 'Join', mic: true, cam: true })).toMatchObject({ status: 'error', response: { detail: ROOM_ERRORS.mediaDown } });
      expect(c.isOpen).toBe(true);
    } finally {
      ctx.config.speakRoom.janus = real;
    }
    const rooms = new JanusRooms({
      instances: [{ url: 'ws://127.0.0.1:1', adminUrl: 'http://127.0.0.1:1/admin' }],
      adminSecret: 'x'.repeat(12),
      roomAdminKey: null,
      maxPeople: 10,
    });
    await expect(rooms.grant(1, true)).rejects.toThrow(/unreachable/);
    // Rooms spread over instances by the event's id, the same on every process.
    const spread = new JanusRooms({
      instances: ['a', 'b', 'c'].map((h) => ({ url: `ws://${h}`, adminUrl: `http://${h}/admin` })),
      adminSecret: 'x'.repeat(12),
      roomAdminKey: null,
      maxPeople: 10,
    });
    const used = new Set(Array.from({ length: 30 }, (_, i) => spread.instanceOf(i + 1).url));
    expect(used.size).toBe(3);
    expect(spread.instanceOf(7).url).toBe(spread.instanceOf(7).url);
  });
});

describe('Janus configuration', () => {
  const JANUS = { JANUS_URL: 'wss://j1.example.test/ws,wss://j2.example.test', JANUS_ADMIN_URL: 'http://10.0.0.1:7088/admin,http://10.0.0.2:7088/admin' };

  it('pairs each JANUS_URL with an admin address and requires the admin secret, naming the variable', () => {
    expect(loadConfig({}).speakRoom.janus).toBeNull();
    const ok = loadConfig({ ...JANUS, JANUS_ADMIN_SECRET: 'janus-admin-secret' }).speakRoom.janus!;
    expect(ok.instances).toEqual([
      { url: 'wss://j1.example.test/ws', adminUrl: 'http://10.0.0.1:7088/admin' },
      { url: 'wss://j2.example.test', adminUrl: 'http://10.0.0.2:7088/admin' },
    ]);
    expect(ok.maxPeople).toBe(200);
    expect(() => loadConfig(JANUS)).toThrow(/JANUS_ADMIN_SECRET: is required/);
    expect(() => loadConfig({ ...JANUS, JANUS_ADMIN_SECRET: 'janus-admin-secret', JANUS_ADMIN_URL: 'http://10.0.0.1:7088/admin' })).toThrow(
      /JANUS_ADMIN_URL: one admin/,
    );
    expect(() => loadConfig({ ...JANUS, JANUS_URL: 'http://j1.example.test,wss://j2', JANUS_ADMIN_SECRET: 'janus-admin-secret' })).toThrow(
      /JANUS_URL: http:\/\/j1/,
    );
  });

  it("lets browsers connect to the Janus instances' origins (the CSP's connect-src), and to no other", async () => {
    const env = await getTestEnv();
    const config = loadConfig({
      DATA_DIR: env.dataDir,
      APP_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://learn.example.test',
      ...JANUS,
      JANUS_ADMIN_SECRET: 'janus-admin-secret',
    });
    const app = await buildApp({ ...env.ctx, config });
    const csp = String((await call(app, { method: 'GET', url: '/speak' })).headers['content-security-policy']);
    expect(
      csp
        .split(';')
        .find((d) => d.trim().startsWith('connect-src'))!
        .trim(),
    ).toBe("connect-src 'self' wss://learn.example.test wss://j1.example.test wss://j2.example.test");
    expect((await call(app, { method: 'GET', url: '/api/v1/debate/room/media' })).body).toEqual({ media: 'sfu', max_people: 200 });
  });
});
