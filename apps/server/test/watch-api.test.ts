import { gunzipSync } from 'node:zlib';
import { WATCH_MESSAGES } from '@lingbridge/contracts/watch';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertVideo, replaceSentences } from '../src/features/watch/repo';
import { seedWatchNow } from '../src/features/watch/seed';
import { call, getTestEnv, type TestEnv } from './helpers';
import { watchRoles } from './watch-helpers';

let env: TestEnv;
let roles: Awaited<ReturnType<typeof watchRoles>>;
let demos: Record<string, number>;

beforeAll(async () => {
  env = await getTestEnv();
  roles = await watchRoles(env.ctx);
  demos = await seedWatchNow(env.ctx);
});

const post = (token: string | undefined, payload: object) => call(env.app, { method: 'POST', url: '/api/v1/video', token, payload });
const yt = (n: number) => `https://www.youtube.com/watch?v=${`abcdefghij${n}`.slice(-11).padStart(11, 'x')}`;
let seq = 0;
const uniqueYt = () => yt((Date.now() % 1e6) + ++seq);

/** A private finished video of `ownerId`, written straight to the database. */
async function privateVideo(ownerId: number) {
  const id = await insertVideo(env.ctx.db, {
    title: 'Private clip',
    videoUrl: 'https://vimeo.com/1',
    sourceKey: 'vimeo:1',
    videoType: 'Vimeo',
    embedId: '1',
    language: 'Spanish',
    spokenLanguage: 'Spanish',
    ownerId,
    status: 'success',
    transcriptJson: '[]',
  });
  await replaceSentences(env.ctx.db, id, [
    { position: 0, start: 0.5, end: 2, text: 'Hola.', enText: 'Hello.', foreignText: 'Hola.', foreignWords: ['Hola.'], translated: [] },
  ]);
  return id;
}

describe('submitting a video', () => {
  it('asks visitors to log in first (401)', async () => {
    const r = await post(undefined, { video_url: uniqueYt(), language: 'Spanish' });
    expect(r.status).toBe(401);
    expect(r.body.detail).toBe(WATCH_MESSAGES.loginFirst);
  });

  it('refuses unverified accounts (docs/decisions/0003)', async () => {
    const r = await post(roles.unverified.token, { video_url: uniqueYt(), language: 'Spanish' });
    expect(r.status).toBe(403);
    expect(r.body.detail).toBe('USER_NOT_VERIFIED');
  });

  it('answers the spec message for a link that is not a URL, and a code for an unsupported site', async () => {
    const bad = await post(roles.pro.token, { video_url: 'not a link', language: 'Spanish' });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toBe(WATCH_MESSAGES.badUrl);
    const empty = await post(roles.pro.token, { language: 'Spanish' });
    expect(empty.status).toBe(422);
    const site = await post(roles.pro.token, { video_url: 'https://www.dailymotion.com/video/x8abc', language: 'Spanish' });
    expect(site.status).toBe(422);
    expect(site.body.detail).toBe('VIDEO_UNSUPPORTED_SOURCE');
    const page = await post(roles.pro.token, { video_url: 'https://example.com/articles/how-to-cook', language: 'Spanish' });
    expect(page.body.detail).toBe('VIDEO_UNSUPPORTED_SOURCE');
  });

  it('rejects wrong types and unknown languages with 422, and a huge body with 413', async () => {
    expect((await post(roles.pro.token, { video_url: 42, language: 'Spanish' })).status).toBe(422);
    expect((await post(roles.pro.token, { video_url: uniqueYt(), language: 'Klingon' })).status).toBe(422);
    expect((await post(roles.pro.token, { video_url: uniqueYt(), language: 'Spanish', spoken_language: 'French' })).status).toBe(422);
    // site_language is the interface language, as everywhere else in the API (code or name), never any text.
    for (const site_language of ['Klingon', '', 42]) {
      const r = await post(roles.pro.token, { video_url: uniqueYt(), language: 'Spanish', site_language });
      expect(r.status).toBe(422);
      expect(r.body.errors[0].path).toBe('body.site_language');
    }
    const named = await post(roles.pro.token, { video_url: uniqueYt(), language: 'Spanish', site_language: 'Simplified_Chinese' });
    expect(named.body.site_language).toBe('Simplified_Chinese');
    expect((await post(roles.pro.token, { video_url: uniqueYt(), language: 'Spanish', site_language: 'es' })).body.site_language).toBe('Spanish');
    const huge = await post(roles.pro.token, { video_url: uniqueYt(), language: 'Spanish', title: 'x'.repeat(2_000_000) });
    expect(huge.status).toBe(413);
  });

  it('creates a YouTube video as not_started with its embed id, for the owner only', async () => {
    const r = await post(roles.pro.token, { video_url: 'https://youtu.be/dQw4w9WgXcQ?t=3', language: 'Spanish', site_language: 'en' });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      video_type: 'Youtube',
      embed_id: 'dQw4w9WgXcQ',
      transcribe_status: 'not_started',
      owner_id: roles.pro.user.id,
      is_public: false,
    });
    expect(r.body.spoken_language).toBe('Spanish');
    expect(r.body.site_language).toBe('English');
    expect(r.body.thumbnail_url).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    const other = await call(env.app, { method: 'GET', url: `/api/v1/video/${r.body.id}?include_transcript=false`, token: roles.other.token });
    expect(other.status).toBe(404);
    const mine = await call(env.app, { method: 'GET', url: '/api/v1/video', token: roles.pro.token });
    expect(mine.body.items.map((v: { id: number }) => v.id)).toContain(r.body.id);
  });

  it('ends a YouTube video without captions in fail with a reason that names what is missing', async () => {
    const r = await post(roles.pro.token, { video_url: uniqueYt(), language: 'English' });
    await env.ctx.jobs.drain();
    const v = await call(env.app, { method: 'GET', url: `/api/v1/video/${r.body.id}?include_transcript=false`, token: roles.pro.token });
    expect(v.body.transcribe_status).toBe('fail');
    expect(v.body.transcribe_fail_reason).toMatch(/speech-to-text|yt-dlp|download/);
    expect(v.body.sentence_count).toBe(0);
  });

  it('spends one free use per new source; the same source again is free; the fourth is refused', async () => {
    const free = roles.member;
    const a = uniqueYt();
    for (const url of [a, a, uniqueYt(), `https://vimeo.com/${Date.now()}`])
      expect((await post(free.token, { video_url: url, language: 'Spanish' })).status).toBe(201);
    const ent = await call(env.app, { method: 'GET', url: '/api/v1/billing/entitlements', token: free.token });
    expect(ent.body.free_uses.remaining).toBe(0);
    const refused = await post(free.token, { video_url: uniqueYt(), language: 'Spanish' });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('FREE_LIMIT_REACHED');
    expect((await post(free.token, { video_url: a, language: 'Spanish' })).status).toBe(201);
  });

  it('lets PRO members and admins submit without counting uses', async () => {
    for (let i = 0; i < 4; i++) expect((await post(roles.pro.token, { video_url: uniqueYt(), language: 'Spanish' })).status).toBe(201);
    for (let i = 0; i < 4; i++) expect((await post(roles.admin.token, { video_url: uniqueYt(), language: 'English' })).status).toBe(201);
  });
});

describe('reading videos', () => {
  it('serves the demo video of each learning language to everyone, with its transcript', async () => {
    const es = await call(env.app, { method: 'GET', url: '/api/v1/video/default?learning_language=Spanish' });
    expect(es.status).toBe(200);
    expect(es.body).toMatchObject({ id: demos['demo-es'], spoken_language: 'Spanish', transcribe_status: 'success', is_demo: true });
    expect(es.body.transcript.length).toBe(es.body.sentence_count);
    const first = es.body.transcript[0];
    expect(first.ori_zh_text).toBe(first.text);
    expect(first.zh_text.join(' ')).toBe(first.text);
    expect(first.translated_languages).toEqual([{ language: 'English', text: first.en_text }]);
    const zh = await call(env.app, { method: 'GET', url: '/api/v1/video/default?learning_language=zh' });
    expect(zh.body.spoken_language).toBe('Simplified_Chinese');
    expect(zh.body.transcript[2].zh_text).toContain('牛奶，');
    expect(zh.body.transcript[2].zh_text.join('')).toBe(zh.body.transcript[2].ori_zh_text);
    const other = await call(env.app, { method: 'GET', url: '/api/v1/video/default' });
    expect(other.body.spoken_language).toBe('English');
    expect(other.body.transcript[0].translated_languages.map((t: { language: string }) => t.language).sort()).toEqual(['Simplified_Chinese', 'Spanish']);
  });

  it('keeps sentence timings in order, never overlapping', async () => {
    const r = await call(env.app, { method: 'GET', url: `/api/v1/video/${demos['demo-zh']}` });
    let last = 0;
    for (const s of r.body.transcript) {
      expect(s.start).toBeGreaterThanOrEqual(last);
      expect(s.end).toBeGreaterThan(s.start);
      last = s.end;
    }
  });

  it('lets the browser revalidate an unchanged transcript (304), and not a changed one', async () => {
    const url = `/api/v1/video/${demos['demo-en']}`;
    const first = await call(env.app, { method: 'GET', url });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await call(env.app, { method: 'GET', url, headers: { 'if-none-match': etag } })).status).toBe(304);
    const gz = await call(env.app, { method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.raw.rawPayload).toString('utf8'))).toEqual(first.body);
    const s = first.body.transcript[0];
    await call(env.app, { method: 'PATCH', url: `${url}/transcript/${s.id}`, token: roles.admin.token, payload: { text: `${s.text} Again.` } });
    const changed = await call(env.app, { method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.body.transcript[0].text).toBe(`${s.text} Again.`);
    expect(changed.body.transcript[0].en_text).toBe(`${s.text} Again.`);
    await call(env.app, { method: 'PATCH', url: `${url}/transcript/${s.id}`, token: roles.admin.token, payload: { text: s.text } });
  });

  it('answers the poll without the transcript', async () => {
    const r = await call(env.app, { method: 'GET', url: `/api/v1/video/${demos['demo-es']}?include_transcript=false` });
    expect(r.status).toBe(200);
    expect(r.body.transcript).toBeUndefined();
    expect(r.body.transcribe_status).toBe('success');
  });

  it("never reveals someone else's private video: 404 for others, visible to owner and admin", async () => {
    const id = await privateVideo(roles.member.user.id);
    for (const t of [undefined, roles.other.token, roles.pro.token]) {
      expect((await call(env.app, { method: 'GET', url: `/api/v1/video/${id}`, token: t })).status).toBe(404);
      expect((await call(env.app, { method: 'GET', url: `/api/v1/video/${id}/captions?format=srt`, token: t })).status).toBe(404);
    }
    expect((await call(env.app, { method: 'DELETE', url: `/api/v1/video/${id}`, token: roles.other.token })).status).toBe(404);
    expect((await call(env.app, { method: 'PATCH', url: `/api/v1/video/${id}`, token: roles.other.token, payload: { title: 'Mine now' } })).status).toBe(404);
    expect((await call(env.app, { method: 'GET', url: `/api/v1/video/${id}`, token: roles.member.token })).body.transcript).toHaveLength(0);
    expect((await call(env.app, { method: 'GET', url: `/api/v1/video/${id}`, token: roles.admin.token })).status).toBe(200);
    expect((await call(env.app, { method: 'GET', url: '/api/v1/video/999999999' })).status).toBe(404);
    expect((await call(env.app, { method: 'GET', url: '/api/v1/video/abc' })).status).toBe(422);
  });

  it('downloads the captions of a video whose title has an emoji across the 100-character cut (no 500)', async () => {
    const id = await privateVideo(roles.member.user.id);
    const title = `${'a'.repeat(99)}😀 tail`;
    expect((await call(env.app, { method: 'PATCH', url: `/api/v1/video/${id}`, token: roles.member.token, payload: { title } })).status).toBe(200);
    const r = await call(env.app, { method: 'GET', url: `/api/v1/video/${id}/captions?format=srt`, token: roles.member.token });
    expect(r.status).toBe(200);
    // Cut at 100 characters (code points), so the emoji is kept whole, never half of it.
    expect(r.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(`${'a'.repeat(99)}😀`)}.srt`);
  });

  it('lists the public catalogue by learning language, and finds Chinese by its words', async () => {
    const list = await call(env.app, { method: 'GET', url: '/api/v1/video/list?learning_language=Spanish&size=50' });
    expect(list.body.items.every((v: { language: string; is_public: boolean }) => v.language === 'Spanish' && v.is_public)).toBe(true);
    expect(list.body.items.map((v: { id: number }) => v.id)).toContain(demos['demo-es']);
    const zh = await call(env.app, { method: 'GET', url: `/api/v1/video/list?q=${encodeURIComponent('牛奶')}` });
    expect(zh.body.items.map((v: { id: number }) => v.id)).toEqual([demos['demo-zh']]);
    const es = await call(env.app, { method: 'GET', url: '/api/v1/video/list?q=naranjas' });
    expect(es.body.items.map((v: { id: number }) => v.id)).toEqual([demos['demo-es']]);
    const none = await call(env.app, { method: 'GET', url: '/api/v1/video/list?q=zzqqxxnothing' });
    expect(none.body).toMatchObject({ items: [], total: 0 });
  });

  it('lists only the signed-in user their own videos, newest first, filtered by status', async () => {
    expect((await call(env.app, { method: 'GET', url: '/api/v1/video' })).status).toBe(401);
    const a = await post(roles.pro.token, { video_url: uniqueYt(), language: 'Spanish' });
    const b = await post(roles.pro.token, { video_url: uniqueYt(), language: 'Spanish' });
    const mine = await call(env.app, { method: 'GET', url: '/api/v1/video?size=2', token: roles.pro.token });
    expect(mine.body.items.map((v: { id: number }) => v.id)).toEqual([b.body.id, a.body.id]);
    const theirs = await call(env.app, { method: 'GET', url: '/api/v1/video?size=100', token: roles.other.token });
    expect(theirs.body.items.some((v: { owner_id: number }) => v.owner_id !== roles.other.user.id)).toBe(false);
    const ok = await call(env.app, { method: 'GET', url: '/api/v1/video?status=success', token: roles.pro.token });
    expect(ok.body.items.every((v: { transcribe_status: string }) => v.transcribe_status === 'success')).toBe(true);
  });
});

describe('changing videos', () => {
  it('lets the owner rename but not curate; admins curate', async () => {
    const v = await post(roles.pro.token, { video_url: uniqueYt(), language: 'Spanish' });
    const url = `/api/v1/video/${v.body.id}`;
    const renamed = await call(env.app, { method: 'PATCH', url, token: roles.pro.token, payload: { title: 'Mi vídeo' } });
    expect(renamed.body.title).toBe('Mi vídeo');
    // The spec's payload of this call is the id (01 §7): the path's id is accepted, another is not.
    expect(await call(env.app, { method: 'PATCH', url, token: roles.pro.token, payload: { id: v.body.id } })).toMatchObject({
      status: 200,
      body: { id: v.body.id, title: 'Mi vídeo' },
    });
    expect(await call(env.app, { method: 'PATCH', url, token: roles.pro.token, payload: { id: v.body.id + 1, title: 'Otro' } })).toMatchObject({
      status: 422,
      body: { errors: [{ path: 'body.id' }] },
    });
    expect((await call(env.app, { method: 'PATCH', url, token: roles.pro.token, payload: { is_public: true } })).status).toBe(403);
    expect((await call(env.app, { method: 'PATCH', url, token: roles.pro.token, payload: { views: 3 } })).status).toBe(422);
    const cats = await call(env.app, { method: 'GET', url: '/api/v1/category' });
    const cat = cats.body[0];
    const curated = await call(env.app, {
      method: 'PATCH',
      url,
      token: roles.admin.token,
      payload: { level: 'Advanced', category_id: cat.id, is_public: true },
    });
    expect(curated.body).toMatchObject({ level: 'Advanced', category: { id: cat.id, name: cat.name }, is_public: true });
    const moved = await call(env.app, {
      method: 'PATCH',
      url: `/api/v1/video/video_category/${v.body.id}`,
      token: roles.admin.token,
      payload: { category_id: null },
    });
    expect(moved.body.category).toBeNull();
    expect(
      (await call(env.app, { method: 'PATCH', url: `/api/v1/video/video_category/${v.body.id}`, token: roles.pro.token, payload: { category_id: null } }))
        .status,
    ).toBe(403);
    expect(
      (await call(env.app, { method: 'PATCH', url: `/api/v1/video/video_category/${v.body.id}`, token: roles.admin.token, payload: { category_id: 999999 } }))
        .status,
    ).toBe(422);
  });

  it('sets the level of several videos at once (admin only)', async () => {
    const a = await post(roles.pro.token, { video_url: uniqueYt(), language: 'Spanish' });
    const b = await post(roles.pro.token, { video_url: uniqueYt(), language: 'Spanish' });
    const payload = { video_ids: [a.body.id, b.body.id], level: 'Intermediate' };
    expect((await call(env.app, { method: 'PATCH', url: '/api/v1/video', token: roles.pro.token, payload })).status).toBe(403);
    expect((await call(env.app, { method: 'PATCH', url: '/api/v1/video', token: roles.admin.token, payload })).body).toEqual({ updated: 2 });
    const got = await call(env.app, { method: 'GET', url: `/api/v1/video/${b.body.id}?include_transcript=false`, token: roles.pro.token });
    expect(got.body.level).toBe('Intermediate');
  });

  it('lets editors correct a line: the foreign words are segmented again and the player reads the correction', async () => {
    const id = demos['demo-zh'];
    const before = await call(env.app, { method: 'GET', url: `/api/v1/video/${id}` });
    const s = before.body.transcript[1];
    const url = `/api/v1/video/${id}/transcript/${s.id}`;
    expect((await call(env.app, { method: 'PATCH', url, token: roles.member.token, payload: { en_text: 'x' } })).status).toBe(403);
    expect((await call(env.app, { method: 'PATCH', url, payload: { en_text: 'x' } })).status).toBe(401);
    const r = await call(env.app, {
      method: 'PATCH',
      url,
      token: roles.editor.token,
      payload: { text: '我每天早上七点起床，然后去图书馆。', en_text: 'I get up at seven and go to the library.' },
    });
    expect(r.status).toBe(200);
    expect(r.body.zh_text).toContain('图书馆。');
    expect(r.body.ori_zh_text).toBe('我每天早上七点起床，然后去图书馆。');
    const after = await call(env.app, { method: 'GET', url: `/api/v1/video/${id}` });
    expect(after.body.transcript[1]).toEqual(r.body);
    const bad = await call(env.app, { method: 'PATCH', url, token: roles.admin.token, payload: { start: 9, end: 3 } });
    expect(bad.status).toBe(422);
    await call(env.app, { method: 'PATCH', url, token: roles.admin.token, payload: { text: s.text, en_text: s.en_text } });
  });

  it('retries only failed videos, for their owner', async () => {
    const v = await post(roles.pro.token, { video_url: uniqueYt(), language: 'English' });
    expect((await call(env.app, { method: 'POST', url: `/api/v1/video/${v.body.id}/retry`, token: roles.pro.token })).status).toBe(409);
    await env.ctx.jobs.drain();
    expect((await call(env.app, { method: 'POST', url: `/api/v1/video/${v.body.id}/retry`, token: roles.other.token })).status).toBe(404);
    const again = await call(env.app, { method: 'POST', url: `/api/v1/video/${v.body.id}/retry`, token: roles.pro.token });
    expect(again.body.transcribe_status).toBe('not_started');
  });

  it('deletes for the owner and admins; the video is gone afterwards', async () => {
    const v = await post(roles.pro.token, { video_url: uniqueYt(), language: 'Spanish' });
    const url = `/api/v1/video/${v.body.id}`;
    expect((await call(env.app, { method: 'DELETE', url })).status).toBe(401);
    expect((await call(env.app, { method: 'DELETE', url, token: roles.pro.token })).status).toBe(204);
    expect((await call(env.app, { method: 'GET', url, token: roles.pro.token })).status).toBe(404);
    const w = await post(roles.pro.token, { video_url: uniqueYt(), language: 'Spanish' });
    expect((await call(env.app, { method: 'DELETE', url: `/api/v1/video/${w.body.id}`, token: roles.admin.token })).status).toBe(204);
  });
});
