import { CHAT_CLOSE, CHAT_ERRORS } from '@lingbridge/contracts/chat';
import { beforeAll, describe, expect, it } from 'vitest';
import { ChatClient, listeningUrl } from './chat-helpers';
import { call, createUser, getTestEnv, type TestEnv } from './helpers';

let env: TestEnv;
let base: string;

beforeAll(async () => {
  env = await getTestEnv();
  base = await listeningUrl(env);
});

async function pair() {
  const a = await createUser(env.ctx);
  const b = await createUser(env.ctx);
  const ca = await ChatClient.open(base, a.token);
  const cb = await ChatClient.open(base, b.token);
  const created = await ca.request({ command: 'CreateChatRoom', room_type: 'Individual', user_ids: [b.user.id] });
  expect(created.status).toBe('success');
  // The partner's socket hears of the new room.
  expect((await cb.next((f) => f.command === 'CreateChatRoom')).response.id).toBe(created.response.id);
  return { a, b, ca, cb, roomId: created.response.id as number };
}

describe('chat socket: connecting', () => {
  it('closes with 4001 for a missing, malformed or unknown token', async () => {
    for (const token of [null, 'short', 'x'.repeat(43)]) {
      const c = await ChatClient.open(base, token);
      const closed = await c.closed;
      expect(closed.code).toBe(CHAT_CLOSE.invalidToken);
      expect(closed.reason).toMatch(/invalid or expired token/i);
    }
  });

  it('closes with 4003 for an unverified account', async () => {
    const u = await createUser(env.ctx, { verified: false });
    const c = await ChatClient.open(base, u.token);
    expect(await c.closed).toEqual({ code: CHAT_CLOSE.notVerified, reason: 'USER_NOT_VERIFIED' });
  });

  it('closes with 4001 at the next frame once the token is signed out', async () => {
    const u = await createUser(env.ctx);
    const c = await ChatClient.open(base, u.token);
    expect((await c.request({ command: 'GetChatRoom', chat_room_id: 2_000_000 })).status).toBe('error');
    expect((await call(env.app, { method: 'POST', url: '/api/v1/user/logout', token: u.token })).status).toBe(204);
    c.send({ command: 'GetChatRoom', chat_room_id: 1 });
    expect((await c.closed).code).toBe(CHAT_CLOSE.invalidToken);
  });
});

describe('chat socket: errors answer and keep the connection', () => {
  it('malformed JSON, unknown commands, bad fields', async () => {
    const u = await createUser(env.ctx);
    const c = await ChatClient.open(base, u.token);
    c.send('{not json');
    expect(await c.next()).toEqual({ command: 'Error', status: 'error', response: { detail: CHAT_ERRORS.malformed } });
    c.send({ command: 'DropTables' });
    expect((await c.next()).response.detail).toBe('Unknown command: DropTables');
    c.send([1, 2]);
    expect((await c.next()).response.detail).toBe('Unknown command');
    const bad = await c.request({ command: 'GetChatRoom', chat_room_id: 'abc' });
    expect(bad).toMatchObject({ command: 'GetChatRoom', status: 'error' });
    expect(bad.response.errors[0].path).toBe('chat_room_id');
    expect(c.isOpen).toBe(true);
  });

  it("someone else's room: not found, for reading, sending and receipts", async () => {
    const { ca, roomId } = await pair();
    const stranger = await createUser(env.ctx);
    const cs = await ChatClient.open(base, stranger.token);
    const get = await cs.request({ command: 'GetChatRoom', chat_room_id: roomId });
    expect(get).toEqual({ command: 'GetChatRoom', status: 'error', response: { detail: CHAT_ERRORS.roomNotFound, chat_room_id: roomId } });
    const send = await cs.request({ command: 'SendMessage', chat_room_id: roomId, text: 'let me in', file_links: [], client_id: 'x1' });
    expect(send.response).toEqual({ detail: CHAT_ERRORS.roomNotFound, client_id: 'x1', chat_room_id: roomId });
    const sent = await ca.request({ command: 'SendMessage', chat_room_id: roomId, text: 'private', file_links: [] });
    const receipt = await cs.request({ command: 'SendMessageReceipt', message_id: sent.response.id });
    expect(receipt.response.detail).toBe(CHAT_ERRORS.messageNotFound);
    const rest = await call(env.app, { method: 'GET', url: `/api/v1/chat/${roomId}/messages`, token: stranger.token });
    expect(rest.status).toBe(404);
    expect(cs.isOpen).toBe(true);
  });

  it('11 files, an empty message and a 1 MB text are refused', async () => {
    const { ca, roomId } = await pair();
    const ids = Array.from({ length: 11 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}.png`);
    const eleven = await ca.request({ command: 'SendMessage', chat_room_id: roomId, text: 'hi', file_links: ids });
    expect(eleven.response.detail).toBe('You can upload up to 10 files at a time!');
    const empty = await ca.request({ command: 'SendMessage', chat_room_id: roomId, text: '   ', file_links: [] });
    expect(empty.response.detail).toBe(CHAT_ERRORS.emptyMessage);
    // Only invisible characters (zero-width space, BOM, word joiner) would show a blank bubble.
    for (const text of ['\u200b', '\u200b\ufeff\u2060', ' \u200b \u200d ']) {
      const blank = await ca.request({ command: 'SendMessage', chat_room_id: roomId, text, file_links: [] });
      expect(blank.response.detail, JSON.stringify(text)).toBe(CHAT_ERRORS.emptyMessage);
    }
    const huge = await ca.request({ command: 'SendMessage', chat_room_id: roomId, text: 'a'.repeat(1_000_000), file_links: [] });
    expect(huge.response.detail).toBe(CHAT_ERRORS.textTooLong);
    expect(ca.isOpen).toBe(true);
    expect((await ca.request({ command: 'SendMessage', chat_room_id: roomId, text: 'still here', file_links: [] })).status).toBe('success');
  });

  it('a flood of sends is rate-limited per user, and the socket stays open', async () => {
    const { ca, roomId } = await pair();
    const n = 70;
    for (let i = 0; i < n; i++) ca.send({ command: 'SendMessage', chat_room_id: roomId, text: `flood ${i}`, file_links: [] });
    const answers = [];
    for (let i = 0; i < n; i++) answers.push(await ca.next((f) => f.command === 'SendMessage' || f.command === 'Error'));
    const okCount = answers.filter((f) => f.status === 'success').length;
    const limited = answers.filter((f) => f.response.detail === CHAT_ERRORS.rateLimited).length;
    expect(okCount).toBe(env.ctx.config.chatMessagesPerMinute);
    expect(okCount + limited).toBe(n);
    expect(ca.isOpen).toBe(true);
    expect((await ca.request({ command: 'GetChatRoom', chat_room_id: roomId })).status).toBe('success');
  });
});

describe('chat socket: rooms', () => {
  it('an individual room is unique per pair, needs exactly one other existing user', async () => {
    const { a, b, ca, cb, roomId } = await pair();
    const again = await cb.request({ command: 'CreateChatRoom', room_type: 'individual', user_ids: [a.user.id, b.user.id] });
    expect(again.response.id).toBe(roomId);
    expect(again.response.users.map((u: { id: number }) => u.id).sort()).toEqual([a.user.id, b.user.id].sort());
    expect(again.response.users[0]).toEqual({ id: expect.any(Number), nick_name: expect.any(String), avatar: null, user_role: 'Member' });
    const self = await ca.request({ command: 'CreateChatRoom', room_type: 'Individual', user_ids: [a.user.id] });
    expect(self.response.detail).toBe(CHAT_ERRORS.individualNeedsOne);
    // Only a new room is announced to the members' sockets (the partner, and the creator's other tabs).
    const c = await createUser(env.ctx);
    const ca2 = await ChatClient.open(base, a.token);
    const cc = await ChatClient.open(base, c.token);
    const fresh = await ca.request({ command: 'CreateChatRoom', room_type: 'Individual', user_ids: [c.user.id] });
    expect((await cc.next((f) => f.command === 'CreateChatRoom')).response.id).toBe(fresh.response.id);
    expect((await ca2.next((f) => f.command === 'CreateChatRoom')).response.id).toBe(fresh.response.id);
    expect(await cb.none((f) => f.command === 'CreateChatRoom')).toBe(true);
    const nobody = await ca.request({ command: 'CreateChatRoom', room_type: 'Individual', user_ids: [2_000_000_000] });
    expect(nobody.response.detail).toBe(CHAT_ERRORS.userNotFound);
  });

  it('group rooms with a Talk Topic are started by teachers, not members', async () => {
    const teacher = await createUser(env.ctx, { role: 'Mentor' });
    const m1 = await createUser(env.ctx);
    const m2 = await createUser(env.ctx);
    const ct = await ChatClient.open(base, teacher.token);
    const c1 = await ChatClient.open(base, m1.token);
    const denied = await c1.request({ command: 'CreateChatRoom', room_type: 'Group', user_ids: [m2.user.id] });
    expect(denied.response.detail).toBe(CHAT_ERRORS.groupNotAllowed);
    const g = await ct.request({ command: 'CreateChatRoom', room_type: 'Group', user_ids: [m1.user.id, m2.user.id], talk_topic: 'Is homework useful?' });
    expect(g.response).toMatchObject({ room_type: 'Group', talk_topic: 'Is homework useful?', unread_count: 0, last_message: null });
    expect(g.response.users).toHaveLength(3);
    await ct.request({ command: 'SendMessage', chat_room_id: g.response.id, text: 'Welcome!', file_links: [] });
    expect((await c1.next((f) => f.command === 'ReceiveMessage')).response.text).toBe('Welcome!');
    const detail = await c1.request({ command: 'GetChatRoom', chat_room_id: g.response.id });
    expect(detail.response).toMatchObject({ talk_topic: 'Is homework useful?', unread_count: 1, has_more: false });
    expect(detail.response.messages.map((m: { text: string }) => m.text)).toEqual(['Welcome!']);
  });
});

describe('chat socket: messages and receipts', () => {
  it('stores, acknowledges and delivers to the partner and to every other tab, not back to the sending tab', async () => {
    const { a, b, ca, cb, roomId } = await pair();
    const ca2 = await ChatClient.open(base, a.token);
    const cb2 = await ChatClient.open(base, b.token);
    const ack = await ca.request({ command: 'SendMessage', chat_room_id: roomId, text: '<b>你好</b> ¿qué tal? 😀', file_links: [], client_id: 'm-1' });
    expect(ack.response).toMatchObject({
      chat_room_id: roomId,
      sender_id: a.user.id,
      text: '<b>你好</b> ¿qué tal? 😀',
      client_id: 'm-1',
      message_receipts: [],
      files: [],
    });
    // Stored before the acknowledgement.
    const stored = await call(env.app, { method: 'GET', url: `/api/v1/chat/${roomId}/messages`, token: b.token });
    expect(stored.body.items.map((m: { id: number }) => m.id)).toContain(ack.response.id);
    for (const c of [cb, cb2, ca2]) expect((await c.next((f) => f.command === 'ReceiveMessage')).response.id).toBe(ack.response.id);
    expect(await ca.none((f) => f.command === 'ReceiveMessage')).toBe(true);
  });

  it('a resend with the same client id is stored once', async () => {
    const { b, ca, roomId } = await pair();
    const one = await ca.request({ command: 'SendMessage', chat_room_id: roomId, text: 'once', file_links: [], client_id: 'dup-1' });
    const two = await ca.request({ command: 'SendMessage', chat_room_id: roomId, text: 'once', file_links: [], client_id: 'dup-1' });
    expect(two.response.id).toBe(one.response.id);
    const list = await call(env.app, { method: 'GET', url: `/api/v1/chat/${roomId}/messages`, token: b.token });
    expect(list.body.items.filter((m: { text: string }) => m.text === 'once')).toHaveLength(1);
  });

  it('a burst is stored in send order and answered in order, a resend inside it once', async () => {
    const { b, ca, cb, roomId } = await pair();
    const first = await ca.request({ command: 'SendMessage', chat_room_id: roomId, text: 'b0', file_links: [], client_id: 'burst-0' });
    const frames = [1, 2, 3, 4, 5, 6].map((i) => ({ command: 'SendMessage', chat_room_id: roomId, text: `b${i}`, file_links: [], client_id: `burst-${i}` }));
    frames.splice(3, 0, { command: 'SendMessage', chat_room_id: roomId, text: 'b0', file_links: [], client_id: 'burst-0' });
    frames.splice(5, 0, { command: 'SendMessage', chat_room_id: roomId, text: '', file_links: [], client_id: 'burst-empty' });
    for (const f of frames) ca.send(f);
    const answers = [];
    for (let i = 0; i < frames.length; i++) answers.push(await ca.next((f) => f.command === 'SendMessage'));
    expect(answers.map((a) => a.response.client_id)).toEqual(frames.map((f) => f.client_id));
    expect(answers[3].response.id).toBe(first.response.id);
    expect(answers[5]).toMatchObject({ status: 'error', response: { detail: CHAT_ERRORS.emptyMessage } });
    const ids = answers.filter((a, i) => a.status === 'success' && i !== 3).map((a) => a.response.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    const history = await call(env.app, { method: 'GET', url: `/api/v1/chat/${roomId}/messages`, token: b.token });
    expect(history.body.items.map((m: { text: string }) => m.text)).toEqual(['b0', 'b1', 'b2', 'b3', 'b4', 'b5', 'b6']);
    // The resend is delivered again (a receiver that missed it gets it); clients keep one per id.
    const received = [];
    for (let i = 0; i < 8; i++) received.push((await cb.next((f) => f.command === 'ReceiveMessage')).response);
    expect(received.map((m) => m.text).sort()).toEqual(['b0', 'b0', 'b1', 'b2', 'b3', 'b4', 'b5', 'b6']);
    expect(new Set(received.map((m) => m.id)).size).toBe(7);
  });

  it('receipts make messages Read, update unread counts and reach the reader’s other tabs', async () => {
    const { a, b, ca, cb, roomId } = await pair();
    const cb2 = await ChatClient.open(base, b.token);
    const m1 = await ca.request({ command: 'SendMessage', chat_room_id: roomId, text: 'one', file_links: [] });
    const m2 = await ca.request({ command: 'SendMessage', chat_room_id: roomId, text: 'two', file_links: [] });
    const rooms = await call(env.app, { method: 'GET', url: '/api/v1/chat', token: b.token });
    const room = rooms.body.items.find((r: { id: number }) => r.id === roomId);
    expect(room).toMatchObject({ room_type: 'Individual', unread_count: 2, last_message: { id: m2.response.id, text: 'two' } });
    cb.send({ command: 'SendMessageReceipt', message_id: m2.response.id });
    const toSender = await ca.next((f) => f.command === 'ReceiveMessageReceipt');
    expect(toSender.response).toMatchObject({ chat_room_id: roomId, message_id: m2.response.id, user_id: b.user.id });
    expect((await cb.next((f) => f.command === 'ReceiveMessageReceipt')).response.unread_count).toBe(0);
    expect((await cb2.next((f) => f.command === 'ReceiveMessageReceipt')).response.unread_count).toBe(0);
    const after = await call(env.app, { method: 'GET', url: '/api/v1/chat', token: b.token });
    expect(after.body.items.find((r: { id: number }) => r.id === roomId).unread_count).toBe(0);
    const history = await call(env.app, { method: 'GET', url: `/api/v1/chat/${roomId}/messages`, token: a.token });
    for (const m of history.body.items.filter((x: { id: number }) => [m1.response.id, m2.response.id].includes(x.id)))
      expect(m.message_receipts).toEqual([{ user_id: b.user.id, read_at: expect.any(String) }]);
    // The same receipt again changes nothing and is answered to the reader only.
    cb.send({ command: 'SendMessageReceipt', message_id: m1.response.id });
    expect((await cb.next((f) => f.command === 'ReceiveMessageReceipt')).response.unread_count).toBe(0);
    expect(await ca.none((f) => f.command === 'ReceiveMessageReceipt')).toBe(true);
  });

  it('history pages: newest first page, older before_id, catching up after_id', async () => {
    const { b, ca, roomId } = await pair();
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) ids.push((await ca.request({ command: 'SendMessage', chat_room_id: roomId, text: `m${i}`, file_links: [] })).response.id);
    const get = (q: string) => call(env.app, { method: 'GET', url: `/api/v1/chat/${roomId}/messages?${q}`, token: b.token });
    const newest = await get('size=2');
    expect(newest.body).toMatchObject({ page: 1, pages: 3, total: 5, has_more: true });
    expect(newest.body.items.map((m: { text: string }) => m.text)).toEqual(['m4', 'm5']);
    expect((await get(`size=2&before_id=${ids[3]}`)).body.items.map((m: { text: string }) => m.text)).toEqual(['m2', 'm3']);
    const caught = await get(`size=10&after_id=${ids[1]}`);
    expect(caught.body.items.map((m: { text: string }) => m.text)).toEqual(['m3', 'm4', 'm5']);
    expect(caught.body.has_more).toBe(false);
    expect((await get('before_id=3&after_id=1')).status).toBe(422);
  });
});

describe('chat REST', () => {
  it('visitors get 401, unverified accounts 403 USER_NOT_VERIFIED', async () => {
    expect((await call(env.app, { method: 'GET', url: '/api/v1/chat' })).status).toBe(401);
    const u = await createUser(env.ctx, { verified: false });
    const res = await call(env.app, { method: 'GET', url: '/api/v1/chat', token: u.token });
    expect(res).toMatchObject({ status: 403, body: { detail: 'USER_NOT_VERIFIED' } });
  });

  it('the debate chat of an individual room is not found', async () => {
    const { b, roomId } = await pair();
    expect((await call(env.app, { method: 'GET', url: `/api/v1/debate_chat/${roomId}/chat_messages`, token: b.token })).status).toBe(404);
  });
});
