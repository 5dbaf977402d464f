import { afterAll, describe, expect, it } from 'vitest';
import { updateUser } from '../src/features/accounts/repo';
import { ChatClient, listeningUrl } from './chat-helpers';
import { demoMp4, form, isErrorShape, png } from './files-helpers';
import { call, createUser, getTestEnv } from './helpers';
import { createArticle, spanishArticle, uniqueTag } from './reading-helpers';
import { REC, upload, webmTone } from './recordings-helpers';
import { pdf, upload as uploadMaterial } from './materials-helpers';
import { mediaTools } from './watch-helpers';

/**
 * Object-level access, one suite for every resource a user owns (issue 21). For each resource the
 * owner (A) creates one through the API; then another learner, a visitor and a teacher (Mentor) who
 * has nothing to do with it try every route that reads, changes or removes it. Each gets the answer
 * its feature's policy says (never a 2xx, never a 5xx, always the error shape of decision 0006), and
 * the owner reads the resource afterwards exactly as before. A new resource is one entry of RESOURCES.
 */
const env = await getTestEnv();
const { app, ctx } = env;
const base = await listeningUrl(env);

type User = Awaited<ReturnType<typeof createUser>>;
const WHO = ['other', 'visitor', 'mentor'] as const;
type Who = (typeof WHO)[number];
const people: Record<Who, User | undefined> = { other: await createUser(ctx), visitor: undefined, mentor: await createUser(ctx, { role: 'Mentor' }) };
const admin = await createUser(ctx, { role: 'Admin' });
await updateUser(ctx.db, admin.user.id, { canEditArticle: true });
const articleId = await createArticle(app, admin.token, spanishArticle({ is_free: true }));

/** One attempt on someone else's resource: an HTTP request, or a chat socket command. */
type Attempt = {
  name: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url?: string;
  payload?: object;
  multipart?: () => Promise<ReturnType<typeof form>>;
  socket?: Record<string, unknown> & { command: string };
  /** A GET is also sent as the owner, who must get a 2xx (so a refusal is about access, not a wrong URL); false where not. */
  ownerReads?: false;
  /** The status each non-owner gets; by default 401 for a visitor and 404 for the others. */
  expect?: Partial<Record<Who, number>>;
};
type Resource<C> = {
  name: string;
  skip?: string | false;
  /** The owner creates it through the API. */
  create: (owner: User) => Promise<C>;
  /** What the owner reads of it: must be the same after every attempt. */
  read: (owner: User, c: C) => Promise<unknown>;
  attempts: (c: C, owner: User) => Attempt[];
};
const def = <C>(r: Resource<C>) => r as unknown as Resource<unknown>;

const json = async (token: string, url: string) => {
  const res = await call(app, { method: 'GET', url, token });
  return { status: res.status, body: res.body };
};
const must = <T>(res: { status: number; body: T }, want: number, what: string) => {
  if (res.status !== want) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body;
};
let seq = 0;
const ytUrl = () => `https://www.youtube.com/watch?v=${`oa${Date.now() % 1e7}${++seq}`.slice(-11).padStart(11, 'o')}`;
const pick = (o: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((k) => [k, o[k]]));
const sockets: ChatClient[] = [];
const socketOf = async (u: User) => {
  const c = await ChatClient.open(base, u.token);
  sockets.push(c);
  return c;
};
afterAll(async () => {
  await Promise.all(sockets.map((s) => (s.isOpen ? s.close() : undefined)));
});

const RESOURCES: Resource<unknown>[] = [
  def({
    name: 'video (private, submitted by its owner)',
    create: async (a) =>
      must(await call(app, { method: 'POST', url: '/api/v1/video', token: a.token, payload: { video_url: ytUrl(), language: 'Spanish' } }), 201, 'submit')
        .id as number,
    read: async (a, id) => {
      const v = await json(a.token, `/api/v1/video/${id}?include_transcript=false`);
      return { status: v.status, ...pick(v.body, ['id', 'title', 'is_public', 'level', 'language']) };
    },
    attempts: (id) => [
      { name: 'read', method: 'GET', url: `/api/v1/video/${id}`, expect: { visitor: 404 } },
      // The owner's captions are a 409 until the video is processed; the others' a 404 all along.
      { name: 'captions', method: 'GET', url: `/api/v1/video/${id}/captions?format=vtt`, ownerReads: false, expect: { visitor: 404 } },
      { name: 'rename', method: 'PATCH', url: `/api/v1/video/${id}`, payload: { title: 'Mine now' } },
      { name: 'publish', method: 'PATCH', url: `/api/v1/video/${id}`, payload: { is_public: true } },
      { name: 'retry', method: 'POST', url: `/api/v1/video/${id}/retry` },
      { name: 'delete', method: 'DELETE', url: `/api/v1/video/${id}` },
      { name: 'save to my list', method: 'PUT', url: `/api/v1/learning/saved/videos/${id}` },
      { name: 'archive', method: 'PUT', url: `/api/v1/learning/archive/video/${id}` },
    ],
  }),
  def({
    name: 'saved sentence',
    create: async (a) =>
      must(
        await call(app, {
          method: 'POST',
          url: '/api/v1/video/sentence',
          token: a.token,
          payload: { article_id: articleId, foreign_text: `Me gusta leer ${uniqueTag()}.`, en_text: 'I like to read.', language: 'Spanish' },
        }),
        201,
        'save sentence',
      ).id as number,
    read: async (a) => (await json(a.token, '/api/v1/video/sentence/list?page=1&size=50')).body,
    attempts: (id) => [
      { name: 'count a click', method: 'PATCH', url: `/api/v1/video/sentence/${id}`, payload: { click_count: 99 } },
      { name: 'delete', method: 'DELETE', url: `/api/v1/video/sentence/${id}` },
    ],
  }),
  def({
    name: 'vocabulary word',
    create: async (a) =>
      must(
        await call(app, { method: 'POST', url: '/api/v1/dictionary/lookup', token: a.token, payload: { text: '朋友', lang_from: 'zh', lang_to: 'en' } }),
        200,
        'lookup',
      ).id as number,
    read: async (a) => (await json(a.token, '/api/v1/vocabulary?page=1&size=50')).body,
    attempts: (id) => [
      { name: 'save to the notebook', method: 'POST', url: `/api/v1/vocabulary/save/${id}` },
      { name: 'grade a review', method: 'POST', url: `/api/v1/vocabulary/review/${id}`, payload: { rating: 'good' } },
      { name: 'read in the archive', method: 'GET', url: `/api/v1/learning/archive/word/${id}` },
      { name: 'archive', method: 'PUT', url: `/api/v1/learning/archive/word/${id}` },
      { name: 'restore / delete from the archive', method: 'DELETE', url: `/api/v1/learning/archive/word/${id}` },
    ],
  }),
  def({
    name: 'chat room and its messages',
    create: async (a) => {
      const partner = await createUser(ctx);
      const ca = await socketOf(a);
      const room = await ca.request({ command: 'CreateChatRoom', room_type: 'Individual', user_ids: [partner.user.id] });
      if (room.status !== 'success') throw new Error(`room: ${JSON.stringify(room)}`);
      const msg = await ca.request({ command: 'SendMessage', chat_room_id: room.response.id, text: 'only for us', file_links: [] });
      const file = must(
        await call(app, {
          method: 'POST',
          url: '/api/v1/chat/file',
          token: a.token,
          ...form([
            { name: 'chat_room_id', value: String(room.response.id) },
            { name: 'file', filename: 'p.png', type: 'image/png', bytes: await png() },
          ]),
        }),
        200,
        'chat file',
      );
      return { roomId: room.response.id as number, messageId: msg.response.id as number, fileId: file.file_id as string };
    },
    read: async (a, c) => {
      const file = await call(app, { method: 'GET', url: `/api/v1/chat/file/storage/${c.fileId}`, token: a.token });
      return { messages: (await json(a.token, `/api/v1/chat/${c.roomId}/messages`)).body, file: [file.status, file.raw.rawPayload.length] };
    },
    attempts: (c) => [
      { name: 'read the messages', method: 'GET', url: `/api/v1/chat/${c.roomId}/messages` },
      { name: 'download a file sent in it', method: 'GET', url: `/api/v1/chat/file/storage/${c.fileId}` },
      {
        name: 'upload a file into it',
        method: 'POST',
        url: '/api/v1/chat/file',
        multipart: async () =>
          form([
            { name: 'chat_room_id', value: String(c.roomId) },
            { name: 'file', filename: 'x.png', type: 'image/png', bytes: await png() },
          ]),
      },
      { name: 'socket: open the room', socket: { command: 'GetChatRoom', chat_room_id: c.roomId } },
      { name: 'socket: send into it', socket: { command: 'SendMessage', chat_room_id: c.roomId, text: 'let me in', file_links: [] } },
      { name: 'socket: mark a message read', socket: { command: 'SendMessageReceipt', message_id: c.messageId } },
    ],
  }),
  def({
    name: 'uploaded video file',
    create: async (a) =>
      must(
        await call(app, { method: 'POST', url: '/api/v1/video/file', token: a.token, ...form([{ name: 'file', filename: 'mine.mp4', bytes: demoMp4() }]) }),
        201,
        'upload',
      ).file_id as string,
    read: async (a, id) => {
      const f = await call(app, { method: 'GET', url: `/api/v1/video/file/storage/${id}`, token: a.token });
      return [f.status, f.raw.rawPayload.length, (await json(a.token, '/api/v1/video')).body];
    },
    attempts: (id) => [
      { name: 'download it', method: 'GET', url: `/api/v1/video/file/storage/${id}`, expect: { visitor: 404 } },
      // Another's upload is unknown to them: the same 422 as an id that never existed.
      {
        name: 'make a video of it',
        method: 'POST',
        url: '/api/v1/video',
        payload: { video_file_id: id, language: 'English' },
        expect: { other: 422, mentor: 422 },
      },
    ],
  }),
  def({
    name: 'order (a checkout session)',
    create: async (a) =>
      must(await call(app, { method: 'POST', url: '/api/v1/billing/checkout', token: a.token, payload: { plan: 'monthly' } }), 201, 'checkout')
        .session_id as string,
    read: async (a, sid) => ({ session: await json(a.token, `/api/v1/billing/checkout/${sid}`), orders: (await json(a.token, '/api/v1/billing/orders')).body }),
    attempts: (sid) => [
      { name: 'read the session', method: 'GET', url: `/api/v1/billing/checkout/${sid}` },
      { name: 'pay it (sandbox)', method: 'POST', url: `/api/v1/billing/sandbox/${sid}/complete`, payload: { outcome: 'success' } },
      { name: 'cancel it (sandbox)', method: 'POST', url: `/api/v1/billing/sandbox/${sid}/complete`, payload: { outcome: 'cancel' } },
    ],
  }),
  def({
    name: 'recording',
    skip: !mediaTools && 'needs ffmpeg',
    create: async (a) => must(await upload(app, a.token, webmTone(1), { article_id: String(articleId) }), 200, 'recording').id as number,
    read: async (a, id) => {
      const r = await json(a.token, `${REC}/audio_recording/${id}`);
      return { status: r.status, ...pick(r.body, ['id', 'title', 'comments', 'review', 'user_id']) };
    },
    attempts: (id, a) => [
      { name: 'read', method: 'GET', url: `${REC}/audio_recording/${id}` },
      { name: 'hear', method: 'GET', url: `${REC}/audio_recording/audio_file/${id}`, expect: { visitor: 404 } },
      { name: "list the learner's", method: 'GET', url: `${REC}/audio_recording/user/${a.user.id}` },
      { name: 'rename', method: 'PATCH', url: `${REC}/audio_recording/${id}`, payload: { title: 'Taken' } },
      { name: 'comment', method: 'POST', url: `${REC}/audio_recording/${id}/comment`, payload: { text: 'Nice', at_ms: 100 } },
      { name: 'review', method: 'PUT', url: `${REC}/audio_recording/${id}/review`, payload: { note: 'Nice', rating: 5 } },
      { name: 'delete', method: 'DELETE', url: `${REC}/audio_recording/${id}` },
    ],
  }),
  def({
    name: 'quiz attempt and its results',
    create: async (a) =>
      must(await call(app, { method: 'POST', url: `/api/v1/article/${articleId}/quiz/attempts`, token: a.token, payload: {} }), 201, 'attempt').id as number,
    read: async (a, id) => ({
      attempt: await json(a.token, `/api/v1/article/${articleId}/quiz/attempts/${id}`),
      quizzes: (await json(a.token, '/api/v1/learning/quizzes')).body,
    }),
    attempts: (id) => [
      { name: 'read the attempt', method: 'GET', url: `/api/v1/article/${articleId}/quiz/attempts/${id}` },
      { name: 'answer in it', method: 'POST', url: `/api/v1/article/${articleId}/quiz/attempts/${id}/answers`, payload: { question: 0, choice: 1 } },
    ],
  }),
  def({
    name: 'speak event (as its initiator)',
    create: async (a) => {
      const d = must(
        await call(app, {
          method: 'POST',
          url: '/api/v1/debate',
          token: a.token,
          payload: {
            title: `Object access ${uniqueTag()}`,
            debate_type: 'debate',
            start_time: new Date(Date.now() + 48 * 3_600_000).toISOString(),
            duration: 45,
            language: 'Spanish',
            level: 'Beginner',
            max_players: 4,
            max_judges: 2,
          },
        }),
        201,
        'event',
      );
      must(await call(app, { method: 'PATCH', url: `/api/v1/debate/${d.id}`, token: admin.token, payload: { verify_status: 'success' } }), 200, 'approve');
      must(await call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/article`, token: a.token, payload: { article_id: articleId } }), 200, 'material');
      const applicant = await createUser(ctx);
      must(await call(app, { method: 'POST', url: `/api/v1/debate/${d.id}/participate`, token: applicant.token, payload: { role: 'audience' } }), 201, 'apply');
      return { id: d.id as number, applicantId: applicant.user.id };
    },
    read: async (a, c) => ({
      event: (await json(a.token, `/api/v1/debate/${c.id}`)).body,
      roles: (await json(a.token, `/api/v1/debate/${c.id}/roles`)).body,
      articles: (await json(a.token, `/api/v1/debate/${c.id}/article`)).body,
      chat: (await json(a.token, `/api/v1/debate_chat/${c.id}/chat_messages`)).body,
    }),
    attempts: (c) => [
      { name: 'edit the topic', method: 'PATCH', url: `/api/v1/debate/${c.id}`, payload: { title: 'Hijacked' }, expect: { other: 403, mentor: 403 } },
      { name: 'cancel it', method: 'PATCH', url: `/api/v1/debate/${c.id}`, payload: { debate_status: 'canceled' }, expect: { other: 403, mentor: 403 } },
      {
        name: 'approve an application',
        method: 'PATCH',
        url: `/api/v1/debate/debate_user/${c.id}/${c.applicantId}`,
        payload: { state: 'approved' },
        expect: { other: 403, mentor: 403 },
      },
      {
        name: 'add an article',
        method: 'POST',
        url: `/api/v1/debate/${c.id}/article`,
        payload: { article_id: articleId },
        expect: { other: 403, mentor: 403 },
      },
      {
        name: 'remove its article',
        method: 'DELETE',
        url: `/api/v1/debate/${c.id}/article`,
        payload: { article_id: articleId },
        expect: { other: 403, mentor: 403 },
      },
      { name: 'remove its video', method: 'DELETE', url: `/api/v1/debate/${c.id}/video`, payload: { video_id: 1 }, expect: { other: 403, mentor: 403 } },
      {
        name: 'invite a judge',
        method: 'POST',
        url: `/api/v1/debate/${c.id}/invite`,
        payload: { email: 'oa-judge@example.test', role: 'judge' },
        expect: { other: 403, mentor: 403 },
      },
      { name: 'read the questions', method: 'GET', url: `/api/v1/debate/${c.id}/qa`, expect: { other: 403, mentor: 403 } },
      { name: "read the event's chat", method: 'GET', url: `/api/v1/debate_chat/${c.id}/chat_messages` },
    ],
  }),
  def({
    name: 'discussion post',
    create: async (a) =>
      must(
        await call(app, {
          method: 'POST',
          url: '/api/v1/discussions',
          token: a.token,
          payload: { kind: 'article', ref: articleId, body: `¿Qué significa ${uniqueTag()}?` },
        }),
        201,
        'post',
      ).id as number,
    read: async (a) => (await json(a.token, '/api/v1/discussions/mine')).body,
    // Posts are public: another's is there to see, and not theirs to delete (403).
    attempts: (id) => [{ name: 'delete', method: 'DELETE', url: `/api/v1/discussions/${id}`, expect: { other: 403, mentor: 403 } }],
  }),
  def({
    name: 'teaching material (as its teacher, before review)',
    create: async (a) => must(await uploadMaterial(app, a.token, { bytes: pdf('Mine') }), 201, 'material').id as number,
    read: async (a) => (await json(a.token, '/api/v1/materials/mine')).body,
    attempts: (id) => [
      { name: 'read', method: 'GET', url: `/api/v1/materials/${id}`, expect: { visitor: 404 } },
      { name: 'download', method: 'GET', url: `/api/v1/materials/${id}/file` },
      // A learner may not edit materials at all (403); another teacher does not find this one (404).
      { name: 'edit', method: 'PATCH', url: `/api/v1/materials/${id}`, payload: { title: 'Taken' }, expect: { other: 403 } },
      {
        name: 'replace the file',
        method: 'PUT',
        url: `/api/v1/materials/${id}/file`,
        multipart: async () => form([{ name: 'file', filename: 'x.pdf', type: 'application/pdf', bytes: pdf('X') }]),
        expect: { other: 403 },
      },
      { name: 'buy', method: 'POST', url: `/api/v1/materials/${id}/checkout` },
    ],
  }),
  def({
    name: 'organisation and group (as their owner, a teacher)',
    create: async (a) => {
      const org = must(
        await call(app, { method: 'POST', url: '/api/v1/organization/org', token: a.token, payload: { name: `School ${uniqueTag()}` } }),
        201,
        'org',
      );
      must(await call(app, { method: 'PATCH', url: `/api/v1/organization/org/${org.id}`, token: admin.token, payload: { seat_count: 5 } }), 200, 'seats');
      const group = must(
        await call(app, { method: 'POST', url: `/api/v1/organization/org/${org.id}/group`, token: a.token, payload: { name: 'Class 1A', join_code: true } }),
        201,
        'group',
      );
      const kid = await createUser(ctx);
      must(await call(app, { method: 'POST', url: '/api/v1/organization/join', token: kid.token, payload: { code: group.join_code } }), 200, 'join');
      const task = must(
        await call(app, {
          method: 'POST',
          url: `/api/v1/organization/org/${org.id}/group/${group.id}/assignment`,
          token: a.token,
          payload: { kind: 'article', resource_id: articleId, due_at: new Date(Date.now() + 7 * 86_400_000).toISOString() },
        }),
        201,
        'assignment',
      );
      return { orgId: org.id as number, groupId: group.id as number, kidId: kid.user.id, assignmentId: task.id as number };
    },
    read: async (a, c) => ({
      orgs: (await json(a.token, '/api/v1/organization/org')).body,
      groups: (await json(a.token, '/api/v1/organization/org/group?archived=1')).body,
      tasks: (await json(a.token, `/api/v1/organization/org/${c.orgId}/group/${c.groupId}/assignment`)).body,
    }),
    attempts: (c, a) => {
      const g = `/api/v1/organization/org/${c.orgId}/group/${c.groupId}`;
      const ours = { other: 403, mentor: 403 };
      return [
        { name: 'rename the organisation', method: 'PATCH', url: `/api/v1/organization/org/${c.orgId}`, payload: { name: 'Taken' }, expect: ours },
        {
          name: 'set its members',
          method: 'PUT',
          url: `/api/v1/organization/org/${c.orgId}/user`,
          payload: { users: [{ user_id: a.user.id, role: 'OrgAdmin' }] },
          expect: ours,
        },
        { name: 'add a group', method: 'POST', url: `/api/v1/organization/org/${c.orgId}/group`, payload: { name: 'Mine' }, expect: ours },
        { name: 'rename the group', method: 'PATCH', url: g, payload: { name: 'Ours' }, expect: ours },
        { name: 'archive the group', method: 'PATCH', url: g, payload: { archived: true }, expect: ours },
        { name: "set the group's members", method: 'PUT', url: `${g}/user`, payload: { users: [] }, expect: ours },
        { name: 'create learners in it', method: 'POST', url: `${g}/learner`, payload: { learners: [{ nick_name: 'Mole' }] }, expect: ours },
        { name: 'read its assignments', method: 'GET', url: `${g}/assignment`, expect: ours },
        {
          name: 'set an assignment',
          method: 'POST',
          url: `${g}/assignment`,
          payload: { kind: 'article', resource_id: articleId, due_at: new Date().toISOString() },
          expect: ours,
        },
        { name: 'remove an assignment', method: 'DELETE', url: `${g}/assignment/${c.assignmentId}`, expect: ours },
        { name: 'read its report', method: 'GET', url: `${g}/reporting`, expect: ours },
        { name: 'read its unknown words', method: 'GET', url: `${g}/unknown_words?article_id=${articleId}`, expect: ours },
        { name: "read a learner's recordings", method: 'GET', url: `${REC}/audio_recording/user/${c.kidId}` },
        { name: "read the group's recordings", method: 'GET', url: `${REC}/audio_recording/group/${c.groupId}` },
      ];
    },
  }),
];

describe('object-level access: nobody but the owner reaches what the owner made', () => {
  for (const r of RESOURCES)
    it.skipIf(!!r.skip)(r.name, { timeout: 60_000 }, async () => {
      const owner = await createUser(ctx, r.name.includes('teacher') ? { role: 'Mentor' } : {});
      const c = await r.create(owner);
      const before = await r.read(owner, c);
      const wrong: string[] = [];
      for (const at of r.attempts(c, owner))
        for (const who of WHO) {
          const want = at.expect?.[who] ?? (who === 'visitor' ? 401 : 404);
          const label = `${at.name} as ${who}`;
          if (at.socket) {
            // A visitor has no chat socket at all (closed with 4001: chat-protocol.test.ts).
            if (who === 'visitor') continue;
            const s = await socketOf(people[who]!);
            const answer = await s.request(at.socket);
            if (answer.status !== 'error' || typeof answer.response?.detail !== 'string') wrong.push(`${label}: ${JSON.stringify(answer).slice(0, 200)}`);
            continue;
          }
          const body = at.multipart ? await at.multipart() : null;
          const res = await call(app, {
            method: at.method!,
            url: at.url!,
            token: people[who]?.token,
            ...(body ? { payload: body.payload, headers: body.headers } : at.payload ? { payload: at.payload } : {}),
          });
          if (res.status !== want) wrong.push(`${label}: ${res.status}, not ${want} ${JSON.stringify(res.body).slice(0, 160)}`);
          else if (!isErrorShape(res.body)) wrong.push(`${label}: not the error shape: ${JSON.stringify(res.body).slice(0, 160)}`);
        }
      // The same GETs as the owner: the URLs are right, so the refusals above are about who asked.
      for (const at of r.attempts(c, owner).filter((x) => x.method === 'GET' && x.ownerReads !== false)) {
        const res = await call(app, { method: 'GET', url: at.url!, token: owner.token });
        if (res.status >= 300) wrong.push(`${at.name} as the owner: ${res.status}`);
      }
      expect(wrong).toEqual([]);
      expect(await r.read(owner, c)).toEqual(before);
    });

  it('covers every resource a learner or teacher owns', () => {
    expect(RESOURCES.map((r) => r.name.split(' ')[0])).toEqual([
      'video',
      'saved',
      'vocabulary',
      'chat',
      'uploaded',
      'order',
      'recording',
      'quiz',
      'speak',
      'discussion',
      'teaching',
      'organisation',
    ]);
  });
});
