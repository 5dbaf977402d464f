import { REALTIME_CLOSE } from '@lingbridge/contracts/realtime';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryPubSub, createRedisPubSub, type PubSub } from '../src/adapters/pubsub';
import type { RealtimeConnection } from '../src/realtime/connection';
import { Realtime } from '../src/realtime/realtime';
import { ChatClient, listeningUrl } from './chat-helpers';
import { call, createUser, getTestEnv, type TestEnv } from './helpers';

// The realtime layer itself (docs/decisions/0070): sessions, fan-out to users and rooms, back-pressure, gaps.
let env: TestEnv;
let base: string;
const quiet = pino({ level: 'silent' });
const opened: Realtime[] = [];
const node = (pubsub: PubSub, maxBufferedBytes = 4 << 20) => {
  const rt = new Realtime(pubsub, quiet, { maxBufferedBytes });
  opened.push(rt);
  return rt;
};

beforeAll(async () => {
  env = await getTestEnv();
  base = await listeningUrl(env);
});
afterAll(() => {
  for (const rt of opened) rt.close();
});

/** A socket stand-in that records what the layer writes to it, and how it is closed. */
function fakeConnection(rt: Realtime, userId: number, bufferedAmount = 0) {
  const got: string[] = [];
  const closes: number[] = [];
  let arrived: (s: string) => void = () => undefined;
  const socket = {
    OPEN: 1,
    readyState: 1,
    bufferedAmount,
    send: (data: string | Buffer) => {
      got.push(String(data));
      arrived(String(data));
    },
    close: (code: number) => closes.push(code),
  };
  const conn = { id: rt.newConnectionId(), userId, socket, alive: true, rooms: new Set<string>() } as unknown as RealtimeConnection;
  rt.add(conn);
  const next = () => new Promise<string>((r) => (arrived = r));
  return { conn, got, closes, next };
}

/** An authenticated session: it answers a frame once it is registered. */
async function session(token: string) {
  const c = await ChatClient.open(base, token);
  expect((await c.request({ command: 'GetChatRoom', chat_room_id: 2_000_000 })).status).toBe('error');
  return c;
}

describe('realtime session', () => {
  it('refuses a missing or unknown token with 4001, and an unverified account with 4003', async () => {
    for (const token of [null, 'y'.repeat(43)]) expect((await (await ChatClient.open(base, token)).closed).code).toBe(REALTIME_CLOSE.invalidToken);
    const u = await createUser(env.ctx, { verified: false });
    expect((await (await ChatClient.open(base, u.token)).closed).code).toBe(REALTIME_CLOSE.notVerified);
  });

  it('answers a bad frame with an error frame and keeps the socket', async () => {
    const u = await createUser(env.ctx);
    const c = await session(u.token);
    c.send('{"command":"SendMessage","chat_room_id":"x","client_id":"c-1"}');
    expect(await c.next()).toMatchObject({ command: 'SendMessage', status: 'error', response: { client_id: 'c-1', errors: [{ path: 'chat_room_id' }] } });
    c.send(Buffer.from([0xff, 0x00]));
    expect(await c.next()).toMatchObject({ command: 'Error', status: 'error' });
    expect(c.isOpen).toBe(true);
    await c.close();
  });

  it('delivers what a process without sockets (a worker) sends to users, to every socket of theirs and no one else', async () => {
    const [a, b] = [await createUser(env.ctx), await createUser(env.ctx)];
    const [a1, a2, b1] = [await session(a.token), await session(a.token), await session(b.token)];
    expect(env.ctx.realtime.presence.socketsOf(a.user.id)).toBe(2);
    const worker = node(env.ctx.pubsub);
    await worker.toUsers([a.user.id], { type: 'hello', n: 1 });
    await worker.toUsers([b.user.id], { type: 'marker' });
    expect(await a1.next()).toEqual({ type: 'hello', n: 1 });
    expect(await a2.next()).toEqual({ type: 'hello', n: 1 });
    expect(await b1.next()).toEqual({ type: 'marker' });
    expect(b1.frames).toEqual([]);
    await Promise.all([a1.close(), a2.close(), b1.close()]);
  });
});

describe('realtime fan-out', () => {
  it('closes a slow consumer with 1013 instead of queueing without end; the others still get the frame', async () => {
    const rt = node(createMemoryPubSub(), 64 * 1024);
    const slow = fakeConnection(rt, 1, 65 * 1024);
    const fast = fakeConnection(rt, 2);
    const delivered = fast.next();
    await rt.toUsers([1, 2], { type: 'x' });
    expect(await delivered).toBe('{"type":"x"}');
    expect(slow.got).toEqual([]);
    expect(slow.closes).toEqual([REALTIME_CLOSE.tryAgainLater]);
  });

  it("a gap in a publisher's numbers closes the local sockets with 1013; the history gives back what was missed", async () => {
    const a = await createUser(env.ctx);
    const b = await createUser(env.ctx);
    const ca = await session(a.token);
    const room = await ca.request({ command: 'CreateChatRoom', room_type: 'Individual', user_ids: [b.user.id] });
    const cb = await session(b.token);
    const sent = await ca.request({ command: 'SendMessage', chat_room_id: room.response.id, text: 'before the gap', client_id: 'g-1' });
    expect((await cb.next((f) => f.command === 'ReceiveMessage')).response.id).toBe(sent.response.id);
    // A publisher whose event 2 never arrived here.
    await env.ctx.pubsub.publish('chat.events', { p: 'lost-publisher', s: 1, k: 'b' });
    await env.ctx.pubsub.publish('chat.events', { p: 'lost-publisher', s: 3, k: 'b' });
    expect((await cb.closed).code).toBe(REALTIME_CLOSE.tryAgainLater);
    expect((await ca.closed).code).toBe(REALTIME_CLOSE.tryAgainLater);
    // While b is away a message is stored; b reconnects first, then fetches after its last id (0021).
    const again = await session(a.token);
    const missed = await again.request({ command: 'SendMessage', chat_room_id: room.response.id, text: 'while away', client_id: 'g-2' });
    const back = await session(b.token);
    const page = await call(env.app, { method: 'GET', url: `/api/v1/chat/${room.response.id}/messages?after_id=${sent.response.id}`, token: b.token });
    expect(page.body.items.map((m: { id: number }) => m.id)).toEqual([missed.response.id]);
    await Promise.all([again.close(), back.close()]);
  });
});

describe.skipIf(!process.env.REDIS_URL)('realtime fan-out across two nodes through Redis', () => {
  it('a frame to a room reaches the sockets in that room on both nodes, and no other socket', async () => {
    const prefix = `t${Date.now()}rt:`;
    const [pa, pb] = await Promise.all([createRedisPubSub(process.env.REDIS_URL!, prefix), createRedisPubSub(process.env.REDIS_URL!, prefix)]);
    try {
      const [na, nb] = [node(pa), node(pb)];
      expect(await Promise.all([na.waitHealthy(10_000), nb.waitHealthy(10_000)])).toEqual([true, true]);
      const inA = fakeConnection(na, 1);
      const inB = fakeConnection(nb, 2);
      const outside = fakeConnection(nb, 3);
      na.join(inA.conn, 'speak:7');
      nb.join(inB.conn, 'speak:7');
      expect(nb.presence.usersInRoom('speak:7')).toEqual([2]);
      const [gotA, gotB] = [inA.next(), inB.next()];
      await na.toRoom('speak:7', { type: 'signal', n: 1 });
      expect(await Promise.all([gotA, gotB])).toEqual(['{"type":"signal","n":1}', '{"type":"signal","n":1}']);
      const marker = outside.next();
      await na.toUsers([3], { type: 'marker' });
      await marker;
      expect(outside.got).toEqual(['{"type":"marker"}']);
      nb.leave(inB.conn, 'speak:7');
      expect(nb.presence.usersInRoom('speak:7')).toEqual([]);
    } finally {
      for (const rt of opened.splice(0)) rt.close();
      await Promise.all([pa.close(), pb.close()]);
    }
  });
});
