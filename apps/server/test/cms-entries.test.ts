import { describe, expect, it } from 'vitest';
import { publishDue } from '../src/features/cms/entries-service';
import { call, createUser, getTestEnv } from './helpers';
import { form, png } from './files-helpers';

const env = await getTestEnv();
const { app, ctx } = env;
const admin = await createUser(ctx, { role: 'Admin' });
const tag = Math.random().toString(36).slice(2, 8);

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin.token) =>
  call(app, { method, url: `/api/v1${url}`, token, payload });
const create = (versions: object, extra: object = {}) => api('POST', '/cms/entries/blog', { versions, ...extra }).then((r) => r.body);

describe('the editing pattern', () => {
  it('keeps a working copy apart from what the public reads, and an audit trail of who changed what', async () => {
    const e = await create({ en: { title: `Draft ${tag}`, summary: '', body: '<p>first</p>' } });
    expect(e.status).toBe('draft');
    expect(e.audit[0]).toMatchObject({ action: 'create', changes: expect.arrayContaining(['title.en', 'body.en']) });
    await api('POST', `/cms/entries/blog/${e.id}/publish`, {});
    // Two autosaves by one person are one line of the trail; the public still reads the published text.
    await api('PUT', `/cms/entries/blog/${e.id}`, { versions: { en: { title: `Draft ${tag}`, body: '<p>second</p>' } } });
    const saved = (
      await api('PUT', `/cms/entries/blog/${e.id}`, {
        versions: { en: { title: `Draft ${tag}`, body: '<p>second</p>' }, zh: { title: '草稿', body: '<p>第二</p>' } },
      })
    ).body;
    expect(saved.unpublished_changes).toBe(true);
    expect(saved.audit.map((a: { action: string }) => a.action)).toEqual(['save', 'publish', 'create']);
    expect(saved.audit[0].changes).toEqual(expect.arrayContaining(['body.en', 'title.zh', 'body.zh']));
    expect((await api('GET', `/blog/${e.id}?lang=en`, undefined, '')).body.body).toBe('<p>first</p>');
    await api('POST', `/cms/entries/blog/${e.id}/publish`, {});
    const zh = (await api('GET', `/blog/${e.id}?lang=zh`, undefined, '')).body;
    expect(zh).toMatchObject({ title: '草稿', body: '<p>第二</p>', lang: 'zh', languages: ['en', 'zh'] });
    // Spanish is not written: the English version is shown, and says so.
    expect((await api('GET', `/blog/${e.id}?lang=es`, undefined, '')).body).toMatchObject({ lang: 'en', body: '<p>second</p>' });
    await api('POST', `/cms/entries/blog/${e.id}/unpublish`);
    expect((await api('GET', `/blog/${e.id}`, undefined, '')).status).toBe(404);
  });

  it('sanitises what it stores', async () => {
    const e = await create({ en: { title: 'Safe', body: '<p onclick="x()">hi<script>alert(1)</script></p><img src="https://evil.example/p.gif">' } });
    expect(e.draft.versions.en.body).toBe('<p>hi</p>');
  });

  it('refuses to publish an empty post in words the editor understands', async () => {
    const e = await create({ en: { title: '', body: '' } });
    const res = await api('POST', `/cms/entries/blog/${e.id}/publish`, {});
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe('Give it a title and some text in at least one language before publishing');
  });

  it('lists, filters and pages on the server', async () => {
    for (let i = 0; i < 5; i++) {
      const e = await create({ en: { title: `Paging ${tag} ${i}`, body: '<p>x</p>' } });
      if (i % 2 === 0) await api('POST', `/cms/entries/blog/${e.id}/publish`, {});
    }
    const page1 = (await api('GET', `/cms/entries/blog?q=paging%20${tag}&size=2`)).body;
    expect(page1).toMatchObject({ page: 1, pages: 3, total: 5 });
    expect(page1.items).toHaveLength(2);
    const page3 = (await api('GET', `/cms/entries/blog?q=paging%20${tag}&size=2&page=3`)).body;
    expect(page3.items).toHaveLength(1);
    const published = (await api('GET', `/cms/entries/blog?q=PAGING%20${tag}&status=published`)).body;
    expect(published.total).toBe(3);
    expect(published.items.every((x: { status: string }) => x.status === 'published')).toBe(true);
    expect((await api('GET', '/cms/entries/blog?q=%25')).status).toBe(200);
    expect((await api('GET', '/cms/entries/blog?size=1000')).status).toBe(422);
  });

  it('publishes a scheduled post when its time comes, through the job queue', async () => {
    const e = await create({ en: { title: `Scheduled ${tag}`, body: '<p>later</p>' } });
    const at = new Date(Date.now() + 1500).toISOString();
    const s = (await api('POST', `/cms/entries/blog/${e.id}/publish`, { at })).body;
    expect(s).toMatchObject({ status: 'scheduled', publish_at: at });
    expect((await api('GET', `/blog/${e.id}`, undefined, '')).status).toBe(404);
    let status = 0;
    for (let i = 0; i < 100 && status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 200));
      await ctx.jobs.drain();
      status = (await api('GET', `/blog/${e.id}`, undefined, '')).status;
    }
    expect(status).toBe(200);
    const after = (await api('GET', `/cms/entries/blog/${e.id}`)).body;
    expect(after.status).toBe('published');
    expect(after.audit[0]).toMatchObject({ action: 'publish' });
    // In the PostgreSQL pass the drain also runs other files' due jobs: generous on a busy machine.
  }, 90_000);

  it('a scheduled post whose working copy was emptied meanwhile is not published blank when its time comes', async () => {
    const e = await create({ en: { title: `Emptied ${tag}`, body: '<p>later</p>' } });
    const at = new Date(Date.now() + 800).toISOString();
    expect((await api('POST', `/cms/entries/blog/${e.id}/publish`, { at })).body.status).toBe('scheduled');
    // The editor starts again and the autosave keeps an empty working copy.
    await api('PUT', `/cms/entries/blog/${e.id}`, { versions: { en: { title: '', body: '' } } });
    await new Promise((r) => setTimeout(r, 1000));
    await publishDue(ctx, 'blog', e.id, admin.user.id);
    expect((await api('GET', `/blog/${e.id}`, undefined, '')).status).toBe(404);
    expect((await api('GET', `/cms/entries/blog/${e.id}`)).body).toMatchObject({ status: 'draft', publish_at: null, published: null });

    // A published post keeps what the public reads.
    const p = await create({ en: { title: `Kept ${tag}`, body: '<p>first</p>' } });
    await api('POST', `/cms/entries/blog/${p.id}/publish`, {});
    await api('PUT', `/cms/entries/blog/${p.id}`, { versions: { en: { title: `Kept ${tag}`, body: '<p>second</p>' } } });
    await api('POST', `/cms/entries/blog/${p.id}/publish`, { at: new Date(Date.now() + 800).toISOString() });
    await api('PUT', `/cms/entries/blog/${p.id}`, { versions: { en: { title: '', body: '' } } });
    await new Promise((r) => setTimeout(r, 1000));
    await publishDue(ctx, 'blog', p.id, admin.user.id);
    expect((await api('GET', `/blog/${p.id}?lang=en`, undefined, '')).body).toMatchObject({ title: `Kept ${tag}`, body: '<p>first</p>' });
    expect((await api('GET', `/cms/entries/blog/${p.id}`)).body).toMatchObject({ status: 'published', publish_at: null });
  });

  it('takes pictures checked by content and re-encoded, and serves them to anyone', async () => {
    const ok = form([{ name: 'file', filename: 'map.png', type: 'image/png', bytes: await png(40, 20) }]);
    const res = await call(app, { method: 'POST', url: '/api/v1/cms/image', token: admin.token, payload: ok.payload, headers: ok.headers });
    expect(res.status).toBe(201);
    expect(res.body.url).toBe(`/api/v1/cms/image/${res.body.file_id}`);
    const served = await call(app, { method: 'GET', url: res.body.url });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\//);
    const fake = form([{ name: 'file', filename: 'x.png', type: 'image/png', bytes: Buffer.from('<script>alert(1)</script>') }]);
    const bad = await call(app, { method: 'POST', url: '/api/v1/cms/image', token: admin.token, payload: fake.payload, headers: fake.headers });
    expect(bad.status).toBe(422);
    const e = await create({ en: { title: 'With a picture', body: `<p>see</p><p><img src="${res.body.url}" alt="map"></p>` } });
    expect(e.draft.versions.en.body).toContain(`<img src="${res.body.url}" alt="map" />`);
  });

  it('deleting an entry removes only the CMS pictures no other entry shows, never another kind of file', async () => {
    const upload = async (url: string, token: string) => {
      const f = form([{ name: 'file', filename: 'p.png', type: 'image/png', bytes: await png(30, 20) }]);
      return (await call(app, { method: 'POST', url, token, payload: f.payload, headers: f.headers })).body;
    };
    const learner = await createUser(ctx, { role: 'Member' });
    const avatar = (await upload('/api/v1/user/avatar', learner.token)).avatar.file_id as string;
    const shared = await upload('/api/v1/cms/image', admin.token);
    const own = await upload('/api/v1/cms/image', admin.token);
    const body = (src: string) => `<p>x</p><p><img src="${src}" alt="" /></p>`;
    const keeper = await create({ en: { title: `Keeper ${tag}`, body: body(shared.url) } });
    await api('POST', `/cms/entries/blog/${keeper.id}/publish`, {});
    // A copy of the post's body, a picture typed in as someone's avatar, and a picture of its own.
    const copy = await create({ en: { title: `Copy ${tag}`, body: body(shared.url) + body(`/api/v1/cms/image/${avatar}`) + body(own.url) } });
    expect((await api('DELETE', `/cms/entries/blog/${copy.id}`)).status).toBe(204);
    const served = (url: string) => call(app, { method: 'GET', url });
    expect((await served(shared.url)).status).toBe(200);
    expect((await served(own.url)).status).toBe(404);
    const stillAvatar = await served(`/api/v1/user/avatar/storage/${avatar}`);
    expect(stillAvatar.headers['content-type']).toMatch(/^image\/webp/);
  });

  it('refuses a cover that is not a picture uploaded to the CMS, and keeps a saved one', async () => {
    const learner = await createUser(ctx, { role: 'Member' });
    const f = form([{ name: 'file', filename: 'a.png', type: 'image/png', bytes: await png(30, 20) }]);
    const avatar = (await call(app, { method: 'POST', url: '/api/v1/user/avatar', token: learner.token, payload: f.payload, headers: f.headers })).body.avatar
      .file_id as string;
    for (const cover of ['no-such-picture', avatar]) {
      const res = await api('POST', '/cms/entries/blog', { versions: { en: { title: `Cover ${tag}` } }, cover_file_id: cover });
      expect(res).toMatchObject({
        status: 422,
        body: { detail: 'The cover picture was not found; please upload it again', errors: [{ path: 'cover_file_id' }] },
      });
    }
    const g = form([{ name: 'file', filename: 'c.png', type: 'image/png', bytes: await png(30, 20) }]);
    const pic = (await call(app, { method: 'POST', url: '/api/v1/cms/image', token: admin.token, payload: g.payload, headers: g.headers })).body;
    const e = await create({ en: { title: `Cover ${tag}` } }, { cover_file_id: pic.file_id });
    expect(e.draft.cover_file_id).toBe(pic.file_id);
    const put = await api('PUT', `/cms/entries/blog/${e.id}`, { versions: { en: { title: `Cover ${tag} 2` } }, cover_file_id: 'no-such-picture' });
    expect(put.status).toBe(422);
    expect((await api('PUT', `/cms/entries/blog/${e.id}`, { versions: { en: { title: `Cover ${tag} 3` } }, cover_file_id: pic.file_id })).status).toBe(200);
  });

  it('serves the RSS feed of published posts in the asked language', async () => {
    const e = await create({ en: { title: `Feed ${tag} <&>`, body: '<p>x</p>' }, es: { title: `Feed ${tag} es`, body: '<p>x</p>' } });
    await api('POST', `/cms/entries/blog/${e.id}/publish`, {});
    const rss = await call(app, { method: 'GET', url: '/api/v1/blog/rss?lang=es' });
    expect(rss.headers['content-type']).toMatch(/application\/rss\+xml/);
    expect(rss.raw.body).toContain(`<title>Feed ${tag} es</title>`);
    const en = await call(app, { method: 'GET', url: '/api/v1/blog/rss' });
    expect(en.raw.body).toContain(`Feed ${tag} &lt;&amp;&gt;`);
  });
});
