import { describe, expect, it } from 'vitest';
import { wav } from './files-helpers';
import { call, getTestEnv } from './helpers';
import { chineseArticle, createArticle, readingRoles, spanishArticle, uniqueTag } from './reading-helpers';

const { app, ctx } = await getTestEnv();
const roles = await readingRoles(ctx);
const admin = roles.admin.token;

function multipart(field: string, filename: string, bytes: Buffer, type: string) {
  const boundary = `----lb${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('reading API: articles, search, magazines, categories', () => {
  it('lists the 13 categories of the spec', async () => {
    const res = await call(app, { method: 'GET', url: '/api/v1/category' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(13);
    expect(res.body.map((c: { name: string }) => c.name)).toContain('Food & Healthy Living');
    expect(res.body.find((c: { name: string }) => c.name === 'Food & Healthy Living').slug).toBe('food-and-healthy-living');
  });

  it('finds Chinese articles by their segmented words: 图书馆 finds the article, in title or body', async () => {
    const tag = uniqueTag();
    const id = await createArticle(app, admin, chineseArticle({ title: `读书 ${tag}`, is_free: true }));
    const res = await call(app, { method: 'GET', url: `/api/v1/article?q=${encodeURIComponent('图书馆')}&size=100` });
    expect(res.status).toBe(200);
    expect(res.body.items.map((a: { id: number }) => a.id)).toContain(id);
    const both = await call(app, { method: 'GET', url: `/api/v1/article?q=${encodeURIComponent(`图书馆 ${tag}`)}` });
    expect(both.body.items.map((a: { id: number }) => a.id)).toEqual([id]);
    const none = await call(app, { method: 'GET', url: `/api/v1/article?q=${encodeURIComponent(`飞机 ${tag}`)}` });
    expect(none.body.items).toEqual([]);
  });

  it('finds Spanish articles by word, accent-insensitive, by dictionary form, and by English translation', async () => {
    const tag = uniqueTag();
    const id = await createArticle(app, admin, spanishArticle({ summary: `Ana compra fruta. ${tag}` }));
    for (const q of ['sabados', 'sábados', 'manzana', 'oranges', 'MERCADO'])
      expect(
        (await call(app, { method: 'GET', url: `/api/v1/article?q=${encodeURIComponent(`${q} ${tag}`)}` })).body.items.map((a: { id: number }) => a.id),
      ).toEqual([id]);
  });

  it('filters by category (name or slug), level and language, with paging', async () => {
    const tag = uniqueTag();
    const ids = [];
    for (let i = 0; i < 3; i++)
      ids.push(await createArticle(app, admin, spanishArticle({ title: `Nivel ${tag} ${i}`, level: 'Advanced', category: 'Travel & Vacation' })));
    const base = `q=${tag}&learning_language=Spanish&size=2`;
    const q = `${base}&level=Advanced`;
    const p1 = await call(app, { method: 'GET', url: `/api/v1/article?${q}&category=travel-and-vacation` });
    expect(p1.body).toMatchObject({ page: 1, pages: 2, total: 3 });
    const p2 = await call(app, { method: 'GET', url: `/api/v1/article?${q}&category=${encodeURIComponent('Travel & Vacation')}&page=2` });
    expect(p2.body.items.length).toBe(1);
    expect((await call(app, { method: 'GET', url: `/api/v1/article?${base}&level=Beginner` })).body.total).toBe(0);
    expect((await call(app, { method: 'GET', url: `/api/v1/article?${base}&level=3` })).body.total).toBe(3);
  });

  it('groups articles in magazine issues; the list of issues is newest first', async () => {
    const number = 1000 + Math.floor(Math.random() * 90_000);
    const mag = await call(app, {
      method: 'POST',
      url: '/api/v1/magazine',
      token: admin,
      payload: { number, title: `Issue ${number}`, issue_date: '2026-05-01', status: 'published' },
    });
    expect(mag.status).toBe(201);
    const dup = await call(app, { method: 'POST', url: '/api/v1/magazine', token: admin, payload: { number, title: 'Again', issue_date: '2026-05-01' } });
    expect(dup.status).toBe(409);
    const id = await createArticle(app, admin, chineseArticle({ magazine_id: mag.body.id }));
    const detail = await call(app, { method: 'GET', url: `/api/v1/magazine/${mag.body.id}` });
    expect(detail.body.articles.map((a: { id: number }) => a.id)).toEqual([id]);
    expect(detail.body.article_count).toBe(1);
    const cats = await call(app, { method: 'GET', url: '/api/v1/category' });
    expect(cats.body.find((c: { name: string }) => c.name === 'Daily life').article_count).toBeGreaterThanOrEqual(1);
    const byIssue = await call(app, { method: 'GET', url: `/api/v1/article?magazine_id=${mag.body.id}` });
    expect(byIssue.body.items[0].magazine).toMatchObject({ id: mag.body.id, number });
    const list = await call(app, { method: 'GET', url: '/api/v1/magazine' });
    expect(list.body.items[0].number).toBeGreaterThanOrEqual(number);
  });

  it('keeps draft issues out of the list of issues for everyone but editors, whatever status they ask for', async () => {
    const number = 1000 + Math.floor(Math.random() * 90_000);
    const draft = await call(app, {
      method: 'POST',
      url: '/api/v1/magazine',
      token: admin,
      payload: { number, title: `Draft ${number}`, issue_date: '2026-07-01' },
    });
    expect(draft.body.status).toBe('draft');
    const ids = async (query: string, token?: string) =>
      (await call(app, { method: 'GET', url: `/api/v1/magazine?size=100${query}`, token })).body.items.map((m: { id: number }) => m.id);
    for (const token of [undefined, roles.member.token, roles.pro.token, roles.mentor.token])
      for (const status of ['', '&status=all', '&status=draft', '&status=published']) expect(await ids(status, token)).not.toContain(draft.body.id);
    expect(await ids('&status=all')).not.toContain(draft.body.id);
    expect(await ids('&status=all', admin)).toContain(draft.body.id);
    expect(await ids('&status=draft', roles.editor.token)).toContain(draft.body.id);
    const drafts = await call(app, { method: 'GET', url: '/api/v1/magazine?size=100&status=draft', token: admin });
    expect(drafts.body.items.every((m: { status: string }) => m.status === 'draft')).toBe(true);
    expect(await ids('&status=published', admin)).not.toContain(draft.body.id);
  });

  it('does not name an issue still in draft beside a published article, except to editors', async () => {
    const number = 1000 + Math.floor(Math.random() * 90_000);
    const draft = await call(app, {
      method: 'POST',
      url: '/api/v1/magazine',
      token: admin,
      payload: { number, title: `Secret ${number}`, issue_date: '2026-07-01' },
    });
    const id = await createArticle(app, admin, chineseArticle({ magazine_id: draft.body.id, title: `草稿期 ${number}` }));
    for (const token of [undefined, roles.member.token]) {
      expect((await call(app, { method: 'GET', url: `/api/v1/article/${id}`, token })).body.magazine).toBeNull();
      const listed = await call(app, { method: 'GET', url: `/api/v1/article?size=100&q=${encodeURIComponent(`草稿期 ${number}`)}`, token });
      expect(JSON.stringify(listed.body)).not.toContain(`Secret ${number}`);
    }
    expect((await call(app, { method: 'GET', url: `/api/v1/article/${id}`, token: roles.editor.token })).body.magazine).toMatchObject({
      title: `Secret ${number}`,
    });
  });

  it('two issues given one number at the same moment: one is stored, the others get 409, never 500', async () => {
    const number = 1000 + Math.floor(Math.random() * 90_000);
    const create = (i: number) =>
      call(app, { method: 'POST', url: '/api/v1/magazine', token: admin, payload: { number, title: `Race ${i}`, issue_date: '2026-05-01' } });
    const made = await Promise.all([0, 1, 2, 3].map(create));
    expect(made.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(made.find((r) => r.status === 409)!.body.detail).toBe(`Issue number ${number} already exists`);
    // Two issues renumbered to one free number at the same moment.
    const other = await call(app, {
      method: 'POST',
      url: '/api/v1/magazine',
      token: admin,
      payload: { number: number + 1, title: 'Other', issue_date: '2026-05-01' },
    });
    const madeId = made.find((r) => r.status === 201)!.body.id;
    const both = await Promise.all(
      [other.body.id, madeId].map((id) => call(app, { method: 'PATCH', url: `/api/v1/magazine/${id}`, token: admin, payload: { number: number + 2 } })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('edits, publishes, unpublishes and deletes an article', async () => {
    const id = await createArticle(app, admin, spanishArticle({ status: 'draft' }));
    const pub = await call(app, { method: 'PATCH', url: `/api/v1/article/${id}`, token: admin, payload: { status: 'published', title: 'Nuevo título' } });
    expect(pub.status).toBe(200);
    expect(pub.body).toMatchObject({ status: 'published', title: 'Nuevo título' });
    expect(pub.body.published_at).not.toBeNull();
    expect((await call(app, { method: 'GET', url: `/api/v1/article/${id}` })).status).toBe(200);
    await call(app, { method: 'PATCH', url: `/api/v1/article/${id}`, token: admin, payload: { status: 'draft' } });
    expect((await call(app, { method: 'GET', url: `/api/v1/article/${id}` })).status).toBe(404);
    expect((await call(app, { method: 'DELETE', url: `/api/v1/article/${id}`, token: admin })).status).toBe(204);
    expect((await call(app, { method: 'GET', url: `/api/v1/article/${id}`, token: admin })).status).toBe(404);
  });

  it('manages categories; a category with articles cannot be deleted', async () => {
    const name = `Comics ${uniqueTag()}`;
    const c = await call(app, { method: 'POST', url: '/api/v1/category', token: admin, payload: { name } });
    expect(c.status).toBe(201);
    expect((await call(app, { method: 'POST', url: '/api/v1/category', token: admin, payload: { name } })).status).toBe(409);
    const id = await createArticle(app, admin, spanishArticle({ category: c.body.id }));
    expect((await call(app, { method: 'DELETE', url: `/api/v1/category/${c.body.id}`, token: admin })).status).toBe(409);
    await call(app, { method: 'DELETE', url: `/api/v1/article/${id}`, token: admin });
    expect((await call(app, { method: 'DELETE', url: `/api/v1/category/${c.body.id}`, token: admin })).status).toBe(204);
  });
});

describe('reading API: bad input', () => {
  const post = (payload: unknown) => call(app, { method: 'POST', url: '/api/v1/article', token: admin, payload: payload as object });

  it('an unknown category is 422, in the body and in the list query', async () => {
    const res = await post(spanishArticle({ category: 'Underwater Basket Weaving' }));
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe('Unknown category');
    expect((await call(app, { method: 'GET', url: '/api/v1/article?category=nope' })).status).toBe(422);
  });

  it('a level out of range is 422', async () => {
    for (const level of [4, 0, 'Expert']) expect((await post({ ...spanishArticle(), level })).status).toBe(422);
    expect((await call(app, { method: 'GET', url: '/api/v1/article?level=7' })).status).toBe(422);
  });

  it('a script in a title is kept as plain text, never as markup', async () => {
    const title = '<script>alert("x")</script><b>Hola</b>';
    const id = await createArticle(app, admin, spanishArticle({ title, paragraphs: [{ text: '<img src=x onerror=alert(1)> Hola.', translation: '' }] }));
    const res = await call(app, { method: 'GET', url: `/api/v1/article/${id}`, token: admin });
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.title).toBe(title);
    expect(res.body.paragraphs[0].sentences.map((s: { text: string }) => s.text).join(' ')).toContain('<img src=x onerror=alert(1)>');
  });

  it('empty paragraphs, unknown fields, a cloze without a blank and a wrong answer index are 422', async () => {
    expect((await post({ ...spanishArticle(), paragraphs: [] })).status).toBe(422);
    expect((await post({ ...spanishArticle(), html: '<p>x</p>' })).status).toBe(422);
    expect((await post({ ...spanishArticle(), cloze: { items: [{ text: 'no blank here' }] } })).status).toBe(422);
    const q = { prompt: '?', options: ['a', 'b'], answer: 5 };
    expect((await post({ ...spanishArticle(), questions: [q] })).status).toBe(422);
    expect((await post({ ...spanishArticle(), magazine_id: 2_000_000 })).status).toBe(422);
  });

  it('uploads a real recording; 20 MB is 413; a text file renamed .mp3 is 422', async () => {
    const id = await createArticle(app, admin, spanishArticle({ is_free: true }));
    const ok = await call(app, { method: 'POST', url: `/api/v1/article/${id}/audio`, token: admin, ...multipart('file', 'voice.wav', wav(), 'audio/wav') });
    expect(ok.status).toBe(200);
    expect(ok.body.has_audio).toBe(true);
    const big = await call(app, {
      method: 'POST',
      url: `/api/v1/article/${id}/audio`,
      token: admin,
      ...multipart('file', 'big.mp3', Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x00]), Buffer.alloc(20 * 1024 * 1024)]), 'audio/mpeg'),
    });
    expect(big.status).toBe(413);
    expect(big.body.detail).toBe('File size exceeds the limit');
    const fake = await call(app, {
      method: 'POST',
      url: `/api/v1/article/${id}/audio`,
      token: admin,
      ...multipart('file', 'notes.mp3', Buffer.from('just some text, not audio\n'.repeat(50)), 'audio/mpeg'),
    });
    expect(fake.status).toBe(422);
    // The reader gets a signed link that plays, with ranges for seeking.
    const reader = await call(app, { method: 'GET', url: `/api/v1/article/${id}` });
    expect(reader.body.audio_url).toMatch(/^\/api\/v1\/article\/\d+\/audio\?exp=\d+&sig=/);
    const full = await call(app, { method: 'GET', url: reader.body.audio_url });
    expect(full.status).toBe(200);
    expect(full.headers['content-type']).toBe('audio/wav');
    const part = await call(app, { method: 'GET', url: reader.body.audio_url, headers: { range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toMatch(/^bytes 0-9\/\d+$/);
  });

  it('sentence timings must fit the article', async () => {
    const id = await createArticle(app, admin, spanishArticle());
    const ok = await call(app, {
      method: 'PATCH',
      url: `/api/v1/article/${id}`,
      token: admin,
      payload: {
        sentence_timings: [
          { start: 0, end: 1.5 },
          { start: 1.5, end: 3 },
        ],
      },
    });
    expect(ok.status).toBe(200);
    const tooMany = await call(app, { method: 'PATCH', url: `/api/v1/article/${id}`, token: admin, payload: { sentence_timings: [null, null, null] } });
    expect(tooMany.status).toBe(422);
    // A sentence that ends before (or where) it starts is refused, not stored for the reader to play.
    for (const bad of [
      { start: 5, end: 1 },
      { start: 2, end: 2 },
    ]) {
      const res = await call(app, { method: 'PATCH', url: `/api/v1/article/${id}`, token: admin, payload: { sentence_timings: [{ start: 0, end: 1 }, bad] } });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([{ path: 'body.sentence_timings.1.end', message: 'A sentence must end after it starts' }]);
      expect((await post({ ...spanishArticle(), sentence_timings: [bad] })).status).toBe(422);
    }
    const source = await call(app, { method: 'GET', url: `/api/v1/article/${id}/source`, token: admin });
    expect(source.body.source.sentence_timings).toEqual([
      { start: 0, end: 1.5 },
      { start: 1.5, end: 3 },
    ]);
  });
});
