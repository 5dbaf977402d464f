import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { insertVideo, replaceSentences } from '../src/features/watch/repo';
import { call, createUser, getTestEnv } from './helpers';
import { createArticle, spanishArticle } from './reading-helpers';

/** The cases of the issue that found them (docs/decisions/0055, 0057); bad-input.test.ts walks every route. */
const env = await getTestEnv();
const admin = await createUser(env.ctx, { role: 'Admin' });
const NUL = 'Text must not contain the NUL character (U+0000)';

const get = (url: string) => call(env.app, { method: 'GET', url, token: admin.token });

describe('a NUL byte or a lone surrogate is a 422 naming the field, not a 500', () => {
  it.each([
    ['/api/v1/article?q=%00', 'querystring.q'],
    ['/api/v1/article?category=a%00', 'querystring.category'],
    ['/api/v1/video/list?q=%00', 'querystring.q'],
    ['/api/v1/vocabulary?q=%00', 'querystring.q'],
    ['/api/v1/user?q=%00', 'querystring.q'],
    ['/api/v1/user/admin/list_users?q=%00', 'querystring.q'],
    ['/api/v1/video/admin/list?q=%00', 'querystring.q'],
    ['/api/v1/billing/admin/orders?q=%00', 'querystring.q'],
    ['/api/v1/chat/file/storage/%00', 'params.fileId'],
    ['/api/v1/user/avatar/storage/%00', 'params.fileId'],
  ])('GET %s', async (url, path) => {
    const res = await get(url);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: NUL, errors: [{ path, message: NUL }] });
  });

  it('in the username at login, in JSON and in a form', async () => {
    const json = await call(env.app, { method: 'POST', url: '/api/v1/user/login', payload: { username: 'a\u0000@b.test', password: 'x' } });
    expect(json).toMatchObject({ status: 422, body: { detail: NUL, errors: [{ path: 'body.username' }] } });
    const form = await call(env.app, {
      method: 'POST',
      url: '/api/v1/user/login',
      payload: 'username=a%00%40b.test&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form).toMatchObject({ status: 422, body: { detail: NUL, errors: [{ path: 'body.username' }] } });
  });

  it('in the video_file_id of a video submission', async () => {
    const res = await call(env.app, { method: 'POST', url: '/api/v1/video', token: admin.token, payload: { video_file_id: 'x\u0000', language: 'Spanish' } });
    expect(res).toMatchObject({ status: 422, body: { detail: NUL, errors: [{ path: 'body.video_file_id' }] } });
  });

  it('a lone surrogate, in a value or a key, at any depth', async () => {
    const res = await call(env.app, {
      method: 'POST',
      url: '/api/v1/article',
      token: admin.token,
      payload: `{"title":"t","paragraphs":[{"text":"ok"},{"text":"bad \\ud83d here"}]}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ path: 'body.paragraphs.1.text', message: 'Text must be valid Unicode (it contains a lone surrogate)' }]);
    // A whole pair is an ordinary character (an emoji) and goes through to the schema.
    const pair = await call(env.app, { method: 'POST', url: '/api/v1/dictionary/lookup', payload: { text: '😀', lang_from: 'Spanish', lang_to: 'English' } });
    expect(pair.status).not.toBe(422);
  });
});

describe('ids and paging are bounded by what an int4 column holds', () => {
  it.each(['/api/v1/article?magazine_id=2147483648', '/api/v1/video/list?category=2147483648', '/api/v1/chat/1/messages?before_id=2147483648'])(
    'GET %s is 422',
    async (url) => {
      const res = await get(url);
      expect(res.status).toBe(422);
      expect(res.body.errors[0].message).toMatch(/2147483647/);
    },
  );

  // Found by the endpoint fuzz on PostgreSQL (2026-11-28): the article list's category is a name, a
  // slug or an id, so a number past int4 reached the database and answered 500.
  it.each(['99999999999999999999', '2147483648', '0'])('GET /api/v1/article?category=%s is an unknown category (422), not a 500', async (id) => {
    const res = await get(`/api/v1/article?category=${id}`);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: 'Unknown category', errors: [{ path: 'querystring.category', message: 'Unknown category' }] });
  });

  it('the largest id is well formed and simply not found', async () => {
    expect((await get('/api/v1/article?magazine_id=2147483647')).status).toBe(200);
    expect((await get('/api/v1/article/2147483647')).status).toBe(404);
  });
});

describe('an empty PATCH answers the resource unchanged and writes nothing (0057)', () => {
  it('category, magazine and article', async () => {
    const cat = await call(env.app, { method: 'POST', url: '/api/v1/category', token: admin.token, payload: { name: `Empty ${Date.now()}` } });
    const sameCat = await call(env.app, { method: 'PATCH', url: `/api/v1/category/${cat.body.id}`, token: admin.token, payload: {} });
    expect(sameCat).toMatchObject({ status: 200, body: cat.body });
    const mag = await call(env.app, {
      method: 'POST',
      url: '/api/v1/magazine',
      token: admin.token,
      payload: { number: 90_000 + (Date.now() % 9_999), title: 'Empty', issue_date: '2026-05-01' },
    });
    const sameMag = await call(env.app, { method: 'PATCH', url: `/api/v1/magazine/${mag.body.id}`, token: admin.token, payload: {} });
    expect(sameMag).toMatchObject({ status: 200, body: mag.body });
    const id = await createArticle(env.app, admin.token, spanishArticle());
    const before = await get(`/api/v1/article/${id}/source`);
    const sameArticle = await call(env.app, { method: 'PATCH', url: `/api/v1/article/${id}`, token: admin.token, payload: {} });
    expect(sameArticle).toMatchObject({ status: 200, body: before.body });
    // Unknown ids stay 404.
    expect((await call(env.app, { method: 'PATCH', url: '/api/v1/category/2147483647', token: admin.token, payload: {} })).status).toBe(404);
  });

  it('a video and a transcript line: the transcript keeps its version', async () => {
    const id = await insertVideo(env.ctx.db, {
      title: 'Empty patch clip',
      videoUrl: 'https://vimeo.com/2',
      sourceKey: `vimeo:empty-${Date.now()}`,
      videoType: 'Vimeo',
      embedId: '2',
      language: 'Spanish',
      spokenLanguage: 'Spanish',
      ownerId: admin.user.id,
      status: 'success',
      transcriptJson: '[]',
    });
    const [line] = await replaceSentences(env.ctx.db, id, [
      { position: 0, start: 0.5, end: 2, text: 'Hola.', enText: 'Hello.', foreignText: 'Hola.', foreignWords: ['Hola.'], translated: [] },
    ]);
    const first = await get(`/api/v1/video/${id}`);
    const video = await call(env.app, { method: 'PATCH', url: `/api/v1/video/${id}`, token: admin.token, payload: {} });
    expect(video.status).toBe(200);
    expect(video.body.title).toBe('Empty patch clip');
    const same = await call(env.app, { method: 'PATCH', url: `/api/v1/video/${id}/transcript/${line.id}`, token: admin.token, payload: {} });
    expect(same).toMatchObject({ status: 200, body: { id: line.id, text: 'Hola.' } });
    expect((await get(`/api/v1/video/${id}`)).headers.etag).toBe(first.headers.etag);
  });
});

describe("the framework's and the HTTP parser's own refusals are in the one error shape", () => {
  it('a malformed %-encoding in the path is 400, a path parameter over 200 characters 414', async () => {
    expect(await get('/api/v1/article/%E0%A4%A')).toMatchObject({ status: 400, body: { detail: 'The URL is malformed (bad %-encoding)' } });
    expect(await get(`/api/v1/user/avatar/storage/${'a'.repeat(201)}`)).toMatchObject({ status: 414, body: { detail: 'A part of the URL is too long' } });
  });

  it('invalid JSON is 400, an unsupported content type 415, both with detail', async () => {
    const bad = await call(env.app, { method: 'POST', url: '/api/v1/user/login', payload: '{bad', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(['detail']);
    const xml = await call(env.app, { method: 'POST', url: '/api/v1/user/login', payload: '<a/>', headers: { 'content-type': 'text/xml' } });
    expect(xml).toMatchObject({ status: 415, body: { detail: expect.any(String) } });
  });

  describe('over a socket (what Node refuses before Fastify sees a request)', () => {
    let port = 0;
    let server: Awaited<ReturnType<typeof buildApp>>;
    beforeAll(async () => {
      server = await buildApp(env.ctx);
      await server.listen({ port: 0, host: '127.0.0.1' });
      port = (server.server.address() as AddressInfo).port;
    });
    afterAll(() => server.close());

    /** Writes raw bytes and answers the status and JSON body of what comes back before the close. */
    const raw = (bytes: string) =>
      new Promise<{ status: number; body: unknown }>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
        let text = '';
        socket.on('data', (d) => (text += d.toString('latin1')));
        socket.on('error', reject);
        socket.on('close', () => {
          const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
          const body = text.slice(text.indexOf('\r\n\r\n') + 4);
          resolve({ status, body: body ? JSON.parse(body) : null });
        });
      });

    it.each([
      ['a request line that is not HTTP', 'HELLO THERE\r\n\r\n', 400, 'Malformed HTTP request'],
      [
        'bad chunked encoding',
        'POST /api/v1/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
        400,
        'Malformed HTTP request',
      ],
      [
        'bad chunked encoding after a good chunk',
        'POST /api/v1/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"a":\r\nzz\r\n',
        400,
        'Malformed HTTP request',
      ],
      ['an invalid Content-Length', 'POST /api/v1/user/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n', 400, 'Malformed HTTP request'],
      ['a 100 KB query string', `GET /api/v1/article?q=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431, 'The request line or headers are too large'],
    ])('%s', async (_what, bytes, status, detail) => {
      expect(await raw(bytes)).toEqual({ status, body: { detail } });
    });
  });
});
