import { beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../src/features/notifications/service';
import { ChatClient, listeningUrl } from './chat-helpers';
import { call, createUser, getTestEnv, type TestEnv } from './helpers';

let env: TestEnv;
beforeAll(async () => {
  env = await getTestEnv();
});

const video = (n: number) => ({ kind: 'video_transcribed' as const, params: { video_id: n, title: `Video ${n}` }, link: `/video/upload/${n}` });

/** A user with `n` notifications, oldest first (video 1 … n). */
async function userWith(n: number) {
  const u = await createUser(env.ctx);
  const ids: number[] = [];
  for (let i = 1; i <= n; i++) ids.push((await notify(env.ctx, u.user.id, video(i), { key: `test:${u.user.id}:${i}` }))!.id);
  return { ...u, ids };
}

const list = (token: string, query = '') => call(env.app, { method: 'GET', url: `/api/v1/notification${query}`, token });

describe('GET /notification', () => {
  it('answers the signed-in user their own notifications, newest first, paged', async () => {
    const a = await userWith(3);
    await userWith(2); // someone else's are never shown
    const page1 = await list(a.token, '?page=1&size=2');
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ page: 1, pages: 2, total: 3, unread_count: 3 });
    expect(page1.body.items.map((i: { params: { video_id: number } }) => i.params.video_id)).toEqual([3, 2]);
    expect(page1.body.items[0]).toEqual({
      id: a.ids[2],
      kind: 'video_transcribed',
      params: { video_id: 3, title: 'Video 3' },
      link: '/video/upload/3',
      created_at: expect.any(String),
      read_at: null,
    });
    const page2 = await list(a.token, '?page=2&size=2');
    expect(page2.body.items.map((i: { params: { video_id: number } }) => i.params.video_id)).toEqual([1]);
    const beyond = await list(a.token, '?page=9&size=2');
    expect(beyond.body).toMatchObject({ items: [], page: 9, pages: 2, total: 3 });
  });

  it('refuses paging out of bounds with 422, and visitors with 401', async () => {
    const a = await createUser(env.ctx);
    for (const q of ['?page=0', '?size=0', '?size=251', '?page=abc', '?size=-1']) {
      const r = await list(a.token, q);
      expect(r.status, q).toBe(422);
      expect(r.body.errors[0].path).toMatch(/^querystring\./);
    }
    expect((await list(a.token, '?size=250')).status).toBe(200);
    expect((await list('')).status).toBe(401);
  });

  it('is empty for someone with none', async () => {
    const a = await createUser(env.ctx);
    expect((await list(a.token)).body).toEqual({ items: [], page: 1, pages: 1, total: 0, unread_count: 0 });
  });
});

describe('read marks', () => {
  it('mark one read, idempotently: a second mark keeps the first time', async () => {
    const a = await userWith(2);
    const first = await call(env.app, { method: 'POST', url: `/api/v1/notification/${a.ids[0]}/read`, token: a.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: a.ids[0], read_at: expect.any(String) });
    const again = await call(env.app, { method: 'POST', url: `/api/v1/notification/${a.ids[0]}/read`, token: a.token });
    expect(again.body.read_at).toBe(first.body.read_at);
    const count = await call(env.app, { method: 'GET', url: '/api/v1/notification/unread_count', token: a.token });
    expect(count.body).toEqual({ unread_count: 1 });
  });

  it("answers 404 for another user's notification and for none, and changes nothing", async () => {
    const a = await userWith(1);
    const b = await createUser(env.ctx);
    const r = await call(env.app, { method: 'POST', url: `/api/v1/notification/${a.ids[0]}/read`, token: b.token });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ detail: 'NOTIFICATION_NOT_FOUND' });
    expect((await call(env.app, { method: 'POST', url: '/api/v1/notification/999999999/read', token: b.token })).status).toBe(404);
    expect((await call(env.app, { method: 'POST', url: '/api/v1/notification/abc/read', token: b.token })).status).toBe(422);
    expect((await list(a.token)).body.unread_count).toBe(1);
  });

  it("mark all read: only one's own, and again changes nothing", async () => {
    const a = await userWith(3);
    const b = await userWith(1);
    const r = await call(env.app, { method: 'POST', url: '/api/v1/notification/read_all', token: a.token });
    expect(r.body).toEqual({ updated: 3, unread_count: 0 });
    expect((await call(env.app, { method: 'POST', url: '/api/v1/notification/read_all', token: a.token })).body).toEqual({ updated: 0, unread_count: 0 });
    expect((await list(a.token)).body.items.every((i: { read_at: string | null }) => i.read_at)).toBe(true);
    expect((await list(b.token)).body.unread_count).toBe(1);
    expect((await call(env.app, { method: 'POST', url: '/api/v1/notification/read_all' })).status).toBe(401);
  });
});

describe('storing', () => {
  it("stores a notification once per key, and pushes it once with the unread count to the user's socket", async () => {
    const a = await createUser(env.ctx);
    const b = await createUser(env.ctx);
    const [sa, sb] = await Promise.all([ChatClient.open(await listeningUrl(env), a.token), ChatClient.open(await listeningUrl(env), b.token)]);
    try {
      // Both sockets are registered once they answer a frame.
      for (const s of [sa, sb]) expect((await s.request({ command: 'GetChatRoom', chat_room_id: 2_000_000 })).status).toBe('error');
      expect(await notify(env.ctx, a.user.id, video(1), { key: `k:${a.user.id}` })).not.toBeNull();
      expect(await notify(env.ctx, a.user.id, video(1), { key: `k:${a.user.id}` })).toBeNull();
      // Frames of one publisher arrive in order: once the marker is here, a second push would be too.
      await env.ctx.realtime.toUsers([a.user.id, b.user.id], { type: 'marker' });
      const isMarker = (f: unknown) => (f as { type?: string }).type === 'marker';
      await Promise.all([sa.next(isMarker), sb.next(isMarker)]);
      expect((await list(a.token)).body.total).toBe(1);
      expect(sa.frames).toEqual([{ type: 'notification', item: expect.objectContaining({ kind: 'video_transcribed' }), unread_count: 1 }]);
      expect(sb.frames).toEqual([]);
    } finally {
      await Promise.all([sa.close(), sb.close()]);
    }
  });

  it('coalesces a group: one unread notification, refreshed; a new one once it was read', async () => {
    const a = await createUser(env.ctx);
    const chat = (count: number) => ({ kind: 'chat_message' as const, params: { chat_room_id: 1, sender_name: 'Ana', count }, link: '?chat=1' });
    const first = await notify(env.ctx, a.user.id, chat(1), { group: 'chat:1' });
    const second = await notify(env.ctx, a.user.id, chat(4), { group: 'chat:1' });
    expect(second!.id).toBe(first!.id);
    let body = (await list(a.token)).body;
    expect(body.items).toHaveLength(1);
    expect(body.items[0].params.count).toBe(4);
    await call(env.app, { method: 'POST', url: `/api/v1/notification/${first!.id}/read`, token: a.token });
    await notify(env.ctx, a.user.id, chat(1), { group: 'chat:1' });
    body = (await list(a.token)).body;
    expect(body.items.map((i: { read_at: string | null }) => i.read_at === null)).toEqual([true, false]);
  });
});
