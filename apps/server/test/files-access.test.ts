import { beforeAll, describe, expect, it } from 'vitest';
import { updateVideo } from '../src/features/watch/repo';
import { seedWatchNow } from '../src/features/watch/seed';
import { signedFileUrl } from '../src/files/signed-links';
import { storeNewFile } from '../src/files/store';
import { chatRoom, demoMp4, form, isErrorShape, png, post, SRT, wav } from './files-helpers';
import { call, createUser, getTestEnv, type TestEnv } from './helpers';
import { chineseArticle } from './reading-helpers';

let env: TestEnv;
type User = Awaited<ReturnType<typeof createUser>>;
let owner: User, friend: User, other: User, admin: User;
const ids: Record<'avatar' | 'chat' | 'video' | 'thumbnail' | 'captions' | 'audio' | 'cover', string> = {} as never;
let videoUrl: string;
let videoId: number;
let audioUrl: string;
let articleId: number;
let demoUrl: string;

beforeAll(async () => {
  env = await getTestEnv();
  [owner, friend, other, admin] = [
    await createUser(env.ctx),
    await createUser(env.ctx),
    await createUser(env.ctx),
    await createUser(env.ctx, { role: 'Admin' }),
  ];
  const image = { name: 'file', filename: 'me.png', type: 'image/png', bytes: await png() };
  ids.avatar = (await post(env.app, '/api/v1/user/avatar', owner.token, form([image]))).body.avatar.file_id;
  const roomId = await chatRoom(env.ctx, owner, friend);
  ids.chat = (await post(env.app, '/api/v1/chat/file', owner.token, form([{ name: 'chat_room_id', value: String(roomId) }, image]))).body.file_id;
  ids.video = (await post(env.app, '/api/v1/video/file', owner.token, form([{ name: 'file', filename: 'mine.mp4', bytes: demoMp4() }]))).body.file_id;
  ids.captions = (await post(env.app, '/api/v1/video/file', owner.token, form([{ name: 'file', filename: 'mine.srt', bytes: SRT }]))).body.file_id;
  const video = await call(env.app, {
    method: 'POST',
    url: '/api/v1/video',
    token: owner.token,
    payload: { video_file_id: ids.video, caption_file_id: ids.captions, language: 'English' },
  });
  expect(video.status).toBe(201);
  videoUrl = video.body.video_url;
  videoId = video.body.id;
  // The pipeline's picture of a private video, as it stores it.
  ids.thumbnail = await storeNewFile(
    env.ctx,
    { bytes: await png(), mime: 'image/png', ext: 'png' },
    { kind: 'watch-thumbnail', visibility: 'private', ownerId: owner.user.id },
  );
  await updateVideo(env.ctx.db, video.body.id, { thumbnailFileId: ids.thumbnail });
  const article = await call(env.app, { method: 'POST', url: '/api/v1/article', token: admin.token, payload: chineseArticle({ is_free: true }) });
  articleId = article.body.id;
  await post(env.app, `/api/v1/article/${articleId}/audio`, admin.token, form([{ name: 'file', filename: 'a.wav', bytes: wav(0.5) }]));
  const cover = await post(env.app, `/api/v1/article/${articleId}/cover`, admin.token, form([image]));
  ids.cover = cover.body.cover_url.split('/').pop();
  const read = await call(env.app, { method: 'GET', url: `/api/v1/article/${articleId}` });
  audioUrl = read.body.audio_url;
  ids.audio = (await env.ctx.db.query.articles.findFirst({ where: (a, { eq }) => eq(a.id, articleId) }))!.audioFileId!;
  const demos = await seedWatchNow(env.ctx);
  demoUrl = (await call(env.app, { method: 'GET', url: `/api/v1/video/${demos['demo-en']}?include_transcript=false` })).body.video_url;
  // The first file of a worker also starts its database: generous on a busy machine.
}, 180_000);

const get = (url: string, who?: User, headers: Record<string, string> = {}) => call(env.app, { method: 'GET', url, token: who?.token, headers });
const viewers = () => ({ visitor: undefined, other, owner, admin }) as Record<string, User | undefined>;

describe('each route serves only files of its own kind (issue 12, item 1)', () => {
  it('the avatar route serves avatars only: any other id is the default picture', async () => {
    for (const [kind, id] of Object.entries(ids))
      for (const [who, user] of Object.entries(viewers())) {
        const res = await get(`/api/v1/user/avatar/storage/${id}`, user);
        const label = `${kind} as ${who}`;
        expect(res.status, label).toBe(200);
        if (kind === 'avatar') {
          expect(res.headers['content-type'], label).toBe('image/webp');
          expect(res.headers['cache-control'], label).toBe('public, max-age=31536000, immutable');
        } else {
          expect(res.headers['content-type'], label).toBe('image/svg+xml');
          expect(res.headers['cache-control'], label).not.toMatch(/immutable/);
        }
      }
  });

  it('the cover route serves covers only', async () => {
    for (const [kind, id] of Object.entries(ids))
      for (const [who, user] of Object.entries(viewers())) {
        const res = await get(`/api/v1/article/cover/${id}`, user);
        expect(res.status, `${kind} as ${who}`).toBe(kind === 'cover' ? 200 : 404);
        if (kind !== 'cover') expect(isErrorShape(res.body)).toBe(true);
      }
  });

  it("the chat route serves chat files only, to the room's members", async () => {
    for (const [kind, id] of Object.entries(ids)) {
      const want: Record<string, number> = { visitor: 401, other: 404, owner: kind === 'chat' ? 200 : 404, admin: 404 };
      for (const [who, user] of Object.entries(viewers()))
        expect((await get(`/api/v1/chat/file/storage/${id}`, user)).status, `${kind} as ${who}`).toBe(want[who]);
    }
    const mine = await get(`/api/v1/chat/file/storage/${ids.chat}`, friend);
    expect(mine.status).toBe(200);
    expect(mine.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'private, max-age=3600', 'x-content-type-options': 'nosniff' });
    expect(mine.headers['content-disposition']).toMatch(/^inline; /);
  });

  it('the video route serves videos and their pictures only: a private one to its owner and admins', async () => {
    for (const [kind, id] of Object.entries(ids)) {
      const watchFile = kind === 'video' || kind === 'thumbnail';
      const want: Record<string, number> = { visitor: 404, other: 404, owner: watchFile ? 200 : 404, admin: watchFile ? 200 : 404 };
      for (const [who, user] of Object.entries(viewers())) {
        const res = await get(`/api/v1/video/file/storage/${id}`, user);
        expect(res.status, `${kind} as ${who}`).toBe(want[who]);
        if (res.status === 200) expect(res.headers['cache-control']).toBe('private, max-age=3600');
      }
    }
    const demo = await get(demoUrl);
    expect(demo.status).toBe(200);
    expect(demo.headers).toMatchObject({
      'content-type': 'video/mp4',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  });

  it('a private video plays by the signed link given with it, and only that file, only until it expires', async () => {
    expect(videoUrl).toMatch(new RegExp(`^/api/v1/video/file/storage/${ids.video}\\?exp=\\d+&sig=`));
    expect((await get(videoUrl)).status).toBe(200);
    // Another first character of the signature (a fixed 'A' left it unchanged once in 64 runs).
    expect((await get(videoUrl.replace(/sig=(.)/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`))).status).toBe(404);
    const [, query] = videoUrl.split('?');
    expect((await get(`/api/v1/video/file/storage/${ids.thumbnail}?${query}`)).status).toBe(404);
    expect((await get(`/api/v1/article/${articleId}/audio?${query}`)).status).toBe(404);
    const old = signedFileUrl({ ...env.ctx, now: () => new Date(Date.now() - 8 * 3600_000) }, `/api/v1/video/file/storage/${ids.video}`, ids.video);
    expect((await get(old)).status).toBe(404);
  });

  it("a renewed link is a new version of the player's answer, so a revalidating browser never keeps an expired one", async () => {
    const url = `/api/v1/video/${videoId}?include_transcript=true`;
    const first = await get(url, owner);
    expect(first.body.video_url).toMatch(/sig=/);
    const now = env.ctx.now;
    env.ctx.now = () => new Date(now().getTime() + 2 * 3600_000);
    try {
      const later = await get(url, owner, { 'if-none-match': first.headers.etag as string });
      expect(later.status).toBe(200);
      expect(later.body.video_url).not.toBe(first.body.video_url);
    } finally {
      env.ctx.now = now;
    }
  });

  it("an article's recording is served by its signed link only", async () => {
    expect(audioUrl).toMatch(/^\/api\/v1\/article\/\d+\/audio\?exp=\d+&sig=/);
    const res = await get(audioUrl);
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject({ 'content-type': 'audio/wav', 'cache-control': 'private, max-age=3600' });
    expect((await get(`/api/v1/article/${articleId}/audio`, admin)).status).toBe(404);
    // Another file's id behind a valid link is never reached: the route serves the article's own recording.
    expect((await get(`/api/v1/video/file/storage/${ids.audio}?${audioUrl.split('?')[1]}`)).status).toBe(404);
  });
});

describe('Range requests', () => {
  it('answers one range with 206, a suffix range, and 416 past the end', async () => {
    const mp4 = demoMp4();
    const url = `/api/v1/video/file/storage/${ids.video}`;
    const first = await get(url, owner, { range: 'bytes=0-99' });
    expect(first.status).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${mp4.length}`);
    expect(first.raw.rawPayload.equals(mp4.subarray(0, 100))).toBe(true);
    const tail = await get(url, owner, { range: 'bytes=-10' });
    expect(tail.raw.rawPayload.equals(mp4.subarray(mp4.length - 10))).toBe(true);
    const open = await get(url, owner, { range: `bytes=${mp4.length - 5}-` });
    expect(open.raw.rawPayload.equals(mp4.subarray(mp4.length - 5))).toBe(true);
    const past = await get(url, owner, { range: `bytes=${mp4.length + 10}-` });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${mp4.length}`);
    expect(isErrorShape(past.body)).toBe(true);
    const whole = await get(url, owner);
    expect(whole.status).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.raw.rawPayload.equals(mp4)).toBe(true);
    const again = await get(url, owner, { 'if-none-match': whole.headers.etag as string });
    expect(again.status).toBe(304);
  });

  it('a file whose bytes are gone is a 404 in the error shape, not a 500', async () => {
    const id = await storeNewFile(env.ctx, { bytes: await png(), mime: 'image/png', ext: 'png' }, { kind: 'cover', visibility: 'public', ownerId: null });
    await env.ctx.storage.remove(id);
    const res = await get(`/api/v1/article/cover/${id}`);
    expect(res.status).toBe(404);
    expect(isErrorShape(res.body)).toBe(true);
  });

  it('a Range request to a private file still needs the right viewer', async () => {
    expect((await get(`/api/v1/video/file/storage/${ids.video}`, other, { range: 'bytes=0-9' })).status).toBe(404);
  });
});
