import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deferAppCode, pageHtml } from '../src/plugins/page-renderer';
import { serveBuild } from './web-helpers';

// Pages the web build's server renderer knows are sent rendered (decision 0044). The renderer here
// is a stand-in module in a build folder, with the interface of apps/web/src/entry-server.tsx: it
// renders `/read` from an API answer it asks for through the fetch the server gives it, and
// declines everything else.
const template = `<!doctype html>
<html lang="en" data-mantine-color-scheme="light">
  <head>
    <title>Lingbridge</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="modulepreload" crossorigin href="/assets/router-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/style-jkl.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const renderer = `
let api;
export function configure(opts) { api = opts.fetch; }
export async function render(req) {
  globalThis.__renderCalls = (globalThis.__renderCalls ?? []).concat([req]);
  const url = new URL(req.url);
  if (url.pathname === '/boom') throw new Error('renderer crashed');
  if (url.pathname === '/no-such-page' || url.pathname === '/article/404404') return { status: 404 };
  if (url.pathname !== '/read') return null;
  const res = await api('/api/v1/articles?page=1', { method: 'GET' });
  const body = await res.json();
  const prefs = JSON.parse(decodeURIComponent(req.prefsCookie ?? '%7B%7D'));
  return {
    html: '<main><h1>Read</h1><p>' + body.titles.join(', ') + '</p>' + 'x'.repeat(3000) + '</main>',
    lang: prefs.siteLanguage === 'zh' ? 'zh-CN' : 'en',
    title: 'Read · Lingbridge',
    payload: '{"lang":"en"}',
    modules: ['src/pages/read-page.tsx', 'src/locales/en/reading.json', 'src/not/in/the/build.ts'],
  };
}`;
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await serveBuild(
    {
      'index.html': template,
      'server/entry-server.mjs': renderer,
      '.vite/manifest.json': JSON.stringify({
        'src/app-loader.ts': { file: 'assets/app-loader-123.js', isEntry: true },
        'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_react-def.js', '_router-ghi.js'] },
        '_react-def.js': { file: 'assets/react-def.js' },
        '_router-ghi.js': { file: 'assets/router-ghi.js', imports: ['_react-def.js'] },
        '_card-mno.js': { file: 'assets/card-mno.js', imports: ['_react-def.js'] },
        'src/pages/read-page.tsx': { file: 'assets/read-page-pqr.js', isDynamicEntry: true, imports: ['_card-mno.js', 'index.html', '_router-ghi.js'] },
        'src/locales/en/reading.json': { file: 'assets/reading-stu.js', isDynamicEntry: true },
      }),
    },
    (api) => api.get('/api/v1/articles', async (req) => ({ titles: ['我的一家', 'Mi familia'], query: req.query })),
  ));
});
afterAll(() => close());

describe('server-rendered pages', () => {
  it('sends /read with its content, language and title, its data asked in-process, compressed', async () => {
    const res = await app.inject({
      url: '/read?page=2',
      headers: { 'accept-encoding': 'gzip, br', cookie: `lb_prefs=${encodeURIComponent('{"siteLanguage":"zh"}')}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('<div id="root"><main><h1>Read</h1><p>我的一家, Mi familia</p>');
    expect(html).toContain('<html lang="zh-CN"');
    expect(html).toContain('<title>Read · Lingbridge</title>');
    expect(html).toContain('<script type="application/json" id="lb-ssr">{"lang":"en"}</script>');
    const call = (globalThis as { __renderCalls?: { url: string; prefsCookie?: string }[] }).__renderCalls!.at(-1)!;
    expect(call.url).toBe('http://localhost/read?page=2');
    expect(JSON.parse(decodeURIComponent(call.prefsCookie!))).toEqual({ siteLanguage: 'zh' });
  });

  it('names the app code and the page’s own code (not what the entry brings) for the loader to fetch after the first paint', async () => {
    const html = (await app.inject({ url: '/read' })).body;
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script type="module" async src="/assets/app-loader-123.js" data-lb-route="/assets/card-mno.js /assets/read-page-pqr.js /assets/reading-stu.js" data-lb-entry="/assets/index-abc.js" data-lb-preload="/assets/react-def.js /assets/router-ghi.js"></script>',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/style-jkl.css">');
  });

  it('sends the plain app for pages the renderer declines, and when it fails', async () => {
    for (const url of ['/video', '/boom']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(template);
    }
  });

  it('answers 404 with the app (which shows the 404 page) where the renderer says the page does not exist (issue 12 item 16)', async () => {
    for (const url of ['/no-such-page', '/article/404404']) {
      for (const cookie of [undefined, `lb_prefs=${encodeURIComponent('{"token":"1"}')}`]) {
        const res = await app.inject({ url, headers: cookie ? { cookie } : {} });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.body).toBe(template);
      }
    }
    expect((await app.inject({ url: '/read' })).statusCode).toBe(200);
  });

  it('does not serve the renderer or the build manifest to browsers', async () => {
    for (const url of ['/server/entry-server.mjs', '/.vite/manifest.json']) expect((await app.inject({ url })).statusCode).toBe(404);
  });
});

describe('the page template', () => {
  it('puts the page, its language, title and payload in place, escaping the title', () => {
    const html = pageHtml(template, { html: '<p>hi</p>', lang: 'es', title: 'Leer <b> · Lingbridge', payload: '{}' });
    expect(html).toContain('<html lang="es" data-mantine-color-scheme="light">');
    expect(html).toContain('<title>Leer &lt;b&gt; · Lingbridge</title>');
    expect(html).toContain('<div id="root"><p>hi</p></div><script type="application/json" id="lb-ssr">{}</script>');
  });

  it('keeps the template as it is without a loader in the build', () => {
    expect(deferAppCode(template, null)).toBe(template);
  });
});
