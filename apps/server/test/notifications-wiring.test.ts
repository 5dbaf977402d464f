import fs from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema';
import { recordEvent } from '../src/events/record-event';
import { updateUser } from '../src/features/accounts/repo';
import { sweepJob } from '../src/features/billing/jobs';
import { messagesPosted } from '../src/features/chat/domain-events';
import { createRoomWithMembers, markRead, sendMessage } from '../src/features/chat/service';
import { atClock, checkout, complete, subscribe } from './billing-helpers';
import { call, createUser, getTestEnv, lastMailTo, tokenFromMail, uniqueEmail, type TestEnv } from './helpers';
import { MEDIA_SKIP, makeSpeechVideo, mediaTools, settle, tmpDir, uploadFile } from './watch-helpers';

let env: TestEnv;
const dir = tmpDir();
beforeAll(async () => {
  env = await getTestEnv();
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

type Item = { kind: string; params: Record<string, unknown>; link: string | null; read_at: string | null };

/**
 * The user's notifications once `enough` says so, running due jobs meanwhile. With a shared
 * PostgreSQL another test worker may be the one running them, so this waits up to 10 s.
 */
async function notificationsOf(token: string, enough: (items: Item[]) => boolean = (i) => i.length > 0): Promise<Item[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    await env.ctx.jobs.drain();
    const items = (await call(env.app, { method: 'GET', url: '/api/v1/notification?size=50', token })).body.items as Item[];
    if (enough(items) || Date.now() > deadline) return items;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function proUser() {
  const u = await createUser(env.ctx);
  await updateUser(env.ctx.db, u.user.id, { isPaid: true });
  await env.ctx.sessions.invalidate({ userId: u.user.id });
  return u;
}

describe('each event that exists today becomes a notification', () => {
  it('e-mail verified', async () => {
    const email = uniqueEmail('verify');
    const signup = { email, password: 'abc123', user_role: 'Member', learning_language: 'Spanish', site_language: 'en', agree_terms: true };
    expect((await call(env.app, { method: 'POST', url: '/api/v1/user/register', payload: signup })).status).toBe(201);
    // The verification e-mail itself is now sent by an event processor.
    const token = tokenFromMail((await lastMailTo(env, email))!.raw, 'admin/email/verify')!;
    expect((await call(env.app, { method: 'POST', url: '/api/v1/user/verify', payload: { token } })).status).toBe(200);
    const login = await call(env.app, {
      method: 'POST',
      url: '/api/v1/user/login',
      payload: `username=${encodeURIComponent(email)}&password=abc123`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const items = await notificationsOf(login.body.access_token);
    expect(items).toEqual([expect.objectContaining({ kind: 'email_verified', params: {}, link: null, read_at: null })]);
  });

  it('payment succeeded, subscription ending when renewal is cancelled, and subscription ended', async () => {
    const { user, token } = await createUser(env.ctx);
    const sub = await subscribe(env.app, env.ctx, token, user.id, 'monthly');
    let items = await notificationsOf(token);
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'payment_succeeded',
        params: expect.objectContaining({ item: 'monthly', amount_cents: 1648, currency: 'usd' }),
        link: '/user/subscription',
      }),
    ]);
    expect((await call(env.app, { method: 'POST', url: '/api/v1/billing/subscription/cancel', token })).status).toBe(200);
    expect((await call(env.app, { method: 'POST', url: '/api/v1/billing/subscription/cancel', token })).status).toBe(200); // twice: told once
    items = await notificationsOf(token, (i) => i.length >= 2);
    expect(items[0]).toMatchObject({
      kind: 'subscription_ending',
      params: { plan: 'monthly', ends_at: sub.paidThrough.toISOString() },
      link: '/user/subscription',
    });
    await atClock(env.ctx, sub.paidThrough.getTime() - Date.now() + 60_000, user.id, async () => {
      await env.ctx.jobs.enqueue(sweepJob, {});
      await env.ctx.jobs.drain();
    });
    items = await notificationsOf(token, (i) => i.length >= 3);
    expect(items.map((i) => i.kind)).toEqual(['subscription_ended', 'subscription_ending', 'payment_succeeded']);
    expect(items[0]).toMatchObject({ params: { plan: 'monthly' }, link: '/subscribe' });
  });

  it('payment failed (a declined card) and a mentor verification fee paid', async () => {
    const { token } = await createUser(env.ctx);
    expect((await complete(env.app, token, await checkout(env.app, token, 'yearly'), 'decline')).body.order.status).toBe('fail');
    expect(await notificationsOf(token)).toEqual([
      expect.objectContaining({ kind: 'payment_failed', params: { order_id: expect.any(Number), item: 'yearly' }, link: '/order' }),
    ]);
    const mentor = await createUser(env.ctx, { role: 'Mentor' });
    await complete(env.app, mentor.token, await checkout(env.app, mentor.token, 'mentor_verify'), 'success');
    expect(await notificationsOf(mentor.token)).toEqual([
      expect.objectContaining({ kind: 'payment_succeeded', params: expect.objectContaining({ item: 'mentor_verify' }), link: '/order' }),
    ]);
  });

  it('video failed', async () => {
    const pro = await proUser();
    const r = await call(env.app, {
      method: 'POST',
      url: '/api/v1/video',
      token: pro.token,
      payload: { video_url: 'https://www.youtube.com/watch?v=notifyfail1', language: 'Simplified_Chinese', title: 'Mi vídeo' },
    });
    expect(r.status).toBe(201);
    const v = await settle(env.ctx, env.app, r.body.id, pro.token);
    expect(v.transcribe_status).toBe('fail');
    expect(await notificationsOf(pro.token)).toEqual([
      expect.objectContaining({
        kind: 'video_failed',
        params: { video_id: r.body.id, title: 'Mi vídeo', fail_code: v.transcribe_fail_code },
        link: `/video/upload/${r.body.id}`,
      }),
    ]);
  });

  it.skipIf(!mediaTools)(`video transcribed (${MEDIA_SKIP})`, { timeout: 120_000 }, async () => {
    const pro = await proUser();
    const { file, srt } = makeSpeechVideo(dir, ['Good morning.'], { name: 'notify' });
    const video = await uploadFile(env.app, pro.token, 'notify.mp4', fs.readFileSync(file));
    const captions = await uploadFile(env.app, pro.token, 'notify.srt', Buffer.from(srt));
    const r = await call(env.app, {
      method: 'POST',
      url: '/api/v1/video',
      token: pro.token,
      payload: { video_file_id: video.body.file_id, caption_file_id: captions.body.file_id, language: 'English', spoken_language: 'English', title: 'Morning' },
    });
    expect((await settle(env.ctx, env.app, r.body.id, pro.token)).transcribe_status).toBe('success');
    expect(await notificationsOf(pro.token)).toEqual([
      expect.objectContaining({ kind: 'video_transcribed', params: { video_id: r.body.id, title: 'Morning' }, link: `/video/upload/${r.body.id}` }),
    ]);
  });
});

describe('chat messages while the chat box is closed', () => {
  /**
   * Makes the room's delayed chat check due now (it waits 75 s after the window's first message).
   * The hand-over may be running in another test worker (shared PostgreSQL): wait for its result.
   */
  async function runChatCheck(roomId: number) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      await env.ctx.jobs.drain();
      const moved = await env.ctx.db
        .update(jobs)
        .set({ runAt: new Date(0) })
        .where(and(eq(jobs.name, 'notifications.on-chat-messages'), eq(jobs.status, 'queued'), sql`${jobs.payload}->'data'->>'roomId' = ${String(roomId)}`))
        .returning({ id: jobs.id });
      if (moved.length || Date.now() > deadline) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async function room() {
    const a = await createUser(env.ctx);
    const b = await createUser(env.ctx);
    await updateUser(env.ctx.db, a.user.id, { nickName: 'Ana' });
    const { room } = await createRoomWithMembers(env.ctx, { roomType: 'Individual', talkTopic: null, createdBy: a.user.id, memberIds: [a.user.id, b.user.id] });
    // The sends share one stopped clock: five messages must not straddle a minute's boundary.
    const at = env.ctx.now();
    const stopped = { ...env.ctx, now: () => at };
    const send = (text: string) => sendMessage(stopped, { ...a.user, nickName: 'Ana' }, { chat_room_id: room.id, text, file_links: [] });
    return { a, b, roomId: room.id, send };
  }

  it('a busy conversation records one event a window and notifies the unread recipient once, not the sender', async () => {
    const { a, b, roomId, send } = await room();
    for (let i = 0; i < 5; i++) await send(`message ${i}`);
    const events = await env.ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, 'event:chat.messages-posted'), sql`${jobs.payload}->'data'->>'roomId' = ${String(roomId)}`));
    expect(events).toHaveLength(1);
    await runChatCheck(roomId);
    expect(await notificationsOf(b.token)).toEqual([
      expect.objectContaining({ kind: 'chat_message', params: { chat_room_id: roomId, sender_name: 'Ana', count: 5 }, link: `?chat=${roomId}` }),
    ]);
    expect((await call(env.app, { method: 'GET', url: '/api/v1/notification', token: a.token })).body.total).toBe(0);

    // The next window's messages refresh the same unread notification instead of adding one.
    await send('one more');
    await recordEvent(env.ctx.db, messagesPosted, { roomId, senderId: a.user.id, firstMessageId: 0 }, { key: `test-next-window:${roomId}` });
    await runChatCheck(roomId);
    const items = await notificationsOf(b.token, (i) => i[0]?.params.count === 6);
    expect(items).toHaveLength(1);
    expect(items[0].params.count).toBe(6);
  });

  it('nobody is notified when the recipient read the messages (the chat box was open)', async () => {
    const { b, roomId, send } = await room();
    const sent = await send('are you there?');
    await markRead(env.ctx, b.user, sent.message.id); // the open chat box sends this receipt
    await runChatCheck(roomId);
    await env.ctx.jobs.drain();
    // The check ran (its job is done) and left nothing.
    const [check] = await env.ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, 'notifications.on-chat-messages'), sql`${jobs.payload}->'data'->>'roomId' = ${String(roomId)}`));
    const deadline = Date.now() + 10_000;
    let status = check.status;
    while (status !== 'done' && Date.now() < deadline) {
      await env.ctx.jobs.drain();
      status = (await env.ctx.db.select().from(jobs).where(eq(jobs.id, check.id)))[0].status;
    }
    expect(status).toBe('done');
    expect((await call(env.app, { method: 'GET', url: '/api/v1/notification', token: b.token })).body.total).toBe(0);
  });
});
