import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { form, png, post } from './files-helpers';
import { call, createUser, getTestEnv } from './helpers';
import { createArticle, spanishArticle } from './reading-helpers';

/** Cookies and the CSP's connections (docs/decisions/0058). */
const env = await getTestEnv();

async function appWith(vars: Record<string, string>, opts: { serveWeb?: boolean } = {}) {
  const config = loadConfig({ DATA_DIR: env.dataDir, APP_SECRET: 'x'.repeat(40), ...vars });
  return buildApp({ ...env.ctx, config }, opts);
}

/** A browser's first API request (it sends Sec-Fetch-Site, so it gets the CSRF cookie). */
const browserGet = (app: Awaited<ReturnType<typeof appWith>>, url: string) => call(app, { method: 'GET', url, headers: { 'sec-fetch-site': 'same-origin' } });

const cookieNamed = (headers: Record<string, unknown>, name: string) =>
  ([] as string[]).concat((headers['set-cookie'] as string | string[] | undefined) ?? []).find((c) => c.startsWith(`${name}=`));

describe('cookies', () => {
  it('csrftoken is Secure in production (the client still reads it: not HttpOnly)', async () => {
    const app = await appWith({ NODE_ENV: 'production', PUBLIC_URL: 'https://learn.example.test' });
    const c = cookieNamed((await browserGet(app, '/api/v1/category')).headers, 'csrftoken')!;
    expect(c).toMatch(/; Secure/);
    expect(c).toMatch(/; SameSite=Lax/);
    expect(c).not.toMatch(/HttpOnly/);
  });

  it('csrftoken is Secure on an https site whatever NODE_ENV says, and not on a plain http development site', async () => {
    const https = await appWith({ NODE_ENV: 'development', PUBLIC_URL: 'https://learn.example.test' });
    expect(cookieNamed((await browserGet(https, '/api/v1/category')).headers, 'csrftoken')).toMatch(/; Secure/);
    const dev = await appWith({ NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000' });
    expect(cookieNamed((await browserGet(dev, '/api/v1/category')).headers, 'csrftoken')).not.toMatch(/Secure/);
  });

  it('the Google sign-in cookie is Secure and HttpOnly in production', async () => {
    const app = await appWith({
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://learn.example.test',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER: 'http://127.0.0.1:9/',
    });
    // From an address of its own: other files' requests (the fuzz suite's among them) count against
    // the shared rate limit of 127.0.0.1, and a 429 sets no cookie.
    const res = await call(app, { method: 'GET', url: '/api/v1/user/auth/google/login/authorize', remoteAddress: '198.51.100.23' });
    expect(res.status).not.toBe(429);
    // The issuer is unreachable (503), but the browser cookie is set before the provider is asked.
    const c = cookieNamed(res.headers, 'lb_google')!;
    expect(c).toMatch(/; Secure/);
    expect(c).toMatch(/; HttpOnly/);
  });
});

describe("the CSP's connect-src", () => {
  const connectSrc = (csp: string) =>
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('connect-src'));

  it('allows our own origin and its WebSocket origin only, never any ws:/wss: host', async () => {
    // Pages carry the page CSP (API answers carry one that allows nothing, below).
    const prod = await appWith({ NODE_ENV: 'production', PUBLIC_URL: 'https://learn.example.test' });
    expect(connectSrc(String((await call(prod, { method: 'GET', url: '/read' })).headers['content-security-policy']))).toBe(
      "connect-src 'self' wss://learn.example.test",
    );
    const dev = await appWith({ PUBLIC_URL: 'http://localhost:3000' });
    expect(connectSrc(String((await call(dev, { method: 'GET', url: '/read' })).headers['content-security-policy']))).toBe(
      "connect-src 'self' ws://localhost:3000",
    );
  });
});

/**
 * Every page type a browser meets carries the security headers (issue 21): the landing page, a page
 * of the single-page app, a page the server renders, API JSON (an answer and an error), a stored
 * file, a generated download, and a WebSocket upgrade the server refuses. On an https site, HSTS.
 */
describe('security headers on every page type', () => {
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'lb-headers-web-'));
  fs.mkdirSync(path.join(web, 'server'));
  fs.writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Lingbridge</title></head><body><div id="root"></div></body></html>',
  );
  // A stand-in of the web build's renderer (interface of apps/web/src/entry-server.tsx): renders blog posts only.
  fs.writeFileSync(
    path.join(web, 'server/entry-server.mjs'),
    `export function configure() {}
export async function render(req) {
  if (!new URL(req.url).pathname.startsWith('/blog/')) return null;
  return { html: '<main><h1>Rendered post</h1></main>', lang: 'en', title: 'Post · Lingbridge', payload: '{}', modules: [] };
}`,
  );
  afterAll(() => fs.rmSync(web, { recursive: true, force: true }));

  const pageTypes = async (app: FastifyInstance) => {
    const owner = await createUser(env.ctx);
    const avatar = await post(env.app, '/api/v1/user/avatar', owner.token, form([{ name: 'file', filename: 'me.png', type: 'image/png', bytes: await png() }]));
    const admin = await createUser(env.ctx, { role: 'Admin', superuser: true });
    const articleId = await createArticle(env.app, admin.token, spanishArticle({ is_free: true }));
    const get = (url: string) => app.inject({ method: 'GET', url });
    return {
      'landing page': await get('/'),
      'single-page app route': await get('/learn/flip-cards'),
      'server-rendered page': await get('/blog/1'),
      'API JSON': await get('/api/v1/category'),
      'API error': await get('/api/v1/article/2147483647'),
      'stored file': await get(`/api/v1/user/avatar/storage/${avatar.body.avatar.file_id}`),
      'generated download': await get(`/api/v1/article/${articleId}/download?format=docx`),
    };
  };

  /**
   * The headers every page type must carry. A referrer policy where a browser can follow a link
   * from what it shows: pages and stored files, not JSON or an attachment (decision 0206).
   */
  function problemsOf(h: Record<string, unknown>, https: boolean) {
    const csp = String(h['content-security-policy'] ?? '');
    const out: string[] = [];
    if (!/(^|;)\s*default-src '(self|none)'/.test(csp)) out.push(`no default-src: ${csp}`);
    if (!/frame-ancestors '(self|none)'/.test(csp)) out.push(`no frame-ancestors: ${csp}`);
    if (h['x-content-type-options'] !== 'nosniff') out.push('no nosniff');
    const followsLinks = !/json/.test(String(h['content-type'])) && !/^attachment/.test(String(h['content-disposition'] ?? ''));
    if (followsLinks && h['referrer-policy'] !== 'no-referrer') out.push(`referrer-policy ${String(h['referrer-policy'])}`);
    if (h['x-frame-options'] !== 'SAMEORIGIN') out.push(`x-frame-options ${String(h['x-frame-options'])}`);
    if (https && !/max-age=\d{7,}; includeSubDomains/.test(String(h['strict-transport-security'] ?? ''))) out.push('no HSTS');
    return out;
  }

  it('landing page, app route, rendered page, API JSON and errors, files and downloads: CSP, nosniff, frame-ancestors, referrer policy, HSTS on https', async () => {
    const app = await appWith({ NODE_ENV: 'production', PUBLIC_URL: 'https://learn.example.test', WEB_DIST: web }, { serveWeb: true });
    const answers = await pageTypes(app);
    const problems: string[] = [];
    for (const [type, res] of Object.entries(answers)) {
      if (res.statusCode >= 500) problems.push(`${type}: ${res.statusCode}`);
      for (const p of problemsOf(res.headers, true)) problems.push(`${type}: ${p}`);
    }
    expect(problems).toEqual([]);
    // Each is the page type it claims to be.
    expect(answers['landing page'].headers['content-type']).toMatch(/^text\/html/);
    expect(answers['server-rendered page'].body).toContain('Rendered post');
    expect(answers['API error'].statusCode).toBe(404);
    expect(answers['stored file'].headers['content-type']).toBe('image/webp');
    expect(answers['stored file'].headers['content-security-policy']).toMatch(/sandbox/);
    expect(answers['generated download'].headers['content-disposition']).toMatch(/^attachment/);
  });

  it('an API answer gets a CSP that allows nothing and no page-only headers; pages and the API docs keep the page CSP', async () => {
    const app = await appWith({ NODE_ENV: 'production', PUBLIC_URL: 'https://learn.example.test', WEB_DIST: web }, { serveWeb: true });
    const pageOnly = [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-xss-protection',
      'referrer-policy',
      'x-permitted-cross-domain-policies',
    ];
    for (const url of ['/api/v1/category', '/api/v1/article/2147483647', '/healthz', '/readyz', '/api/recordings/v1/recording']) {
      const h = (await app.inject({ method: 'GET', url })).headers;
      expect([url, h['content-security-policy']]).toEqual([url, "default-src 'none'; frame-ancestors 'self'"]);
      expect([url, problemsOf(h, true)]).toEqual([url, []]);
      expect(h['cross-origin-resource-policy']).toBe('same-origin');
      for (const name of pageOnly) expect([url, name, h[name]]).toEqual([url, name, undefined]);
    }
    for (const url of ['/', '/learn/flip-cards', '/blog/1', '/api/docs/']) {
      const h = (await app.inject({ method: 'GET', url })).headers;
      expect([url, String(h['content-security-policy'])]).toEqual([url, expect.stringContaining("script-src 'self'")]);
      expect([url, h['cross-origin-opener-policy']]).toEqual([url, 'same-origin']);
      expect([url, h['referrer-policy'], h['x-permitted-cross-domain-policies']]).toEqual([url, 'no-referrer', 'none']);
    }
  });

  it('a site served over plain http sends no HSTS (RFC 6797 §7.2) and every other header; an https one sends it on pages and API answers', async () => {
    const plainSite = await appWith({ NODE_ENV: 'production', PUBLIC_URL: 'http://school.example.test', WEB_DIST: web }, { serveWeb: true });
    const secureSite = await appWith({ NODE_ENV: 'development', PUBLIC_URL: 'https://learn.example.test', WEB_DIST: web }, { serveWeb: true });
    for (const url of ['/', '/learn/flip-cards', '/api/v1/category', '/healthz']) {
      const plain = (await plainSite.inject({ method: 'GET', url })).headers;
      expect([url, plain['strict-transport-security'], problemsOf(plain, false)]).toEqual([url, undefined, []]);
      const secure = (await secureSite.inject({ method: 'GET', url })).headers;
      expect([url, problemsOf(secure, true)]).toEqual([url, []]);
    }
  });

  it('a WebSocket upgrade the server refuses is an HTTP answer with the same headers, not an accepted and dropped socket', async () => {
    const app = await appWith({ NODE_ENV: 'production', PUBLIC_URL: 'https://learn.example.test' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const upgrade = (url: string) =>
        new Promise<{ status: number; headers: Record<string, unknown>; upgraded: boolean; closed?: boolean }>((resolve, reject) => {
          // A connection each (the answer to a refused upgrade closes its connection).
          const req = http.request({
            agent: false,
            port,
            host: '127.0.0.1',
            path: url,
            headers: { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==', 'sec-websocket-version': '13' },
          });
          req.on('response', (res) => {
            res.resume();
            // The server ends the connection after its answer (it left the HTTP parser with the upgrade).
            const answer = { status: res.statusCode!, headers: res.headers, upgraded: false };
            const open = setTimeout(() => resolve({ ...answer, closed: false }), 5000);
            res.socket.once('close', () => {
              clearTimeout(open);
              resolve({ ...answer, closed: true });
            });
          });
          req.on('upgrade', (res, socket) => {
            socket.destroy();
            resolve({ status: res.statusCode!, headers: res.headers, upgraded: true });
          });
          req.on('error', reject);
          req.end();
        });
      const notSocket = await upgrade('/api/v1/category');
      expect(notSocket).toMatchObject({ status: 400, upgraded: false, closed: true });
      expect(problemsOf(notSocket.headers, true)).toEqual([]);
      const nowhere = await upgrade('/api/v1/no-such-socket');
      expect(nowhere).toMatchObject({ status: 404, upgraded: false, closed: true });
      expect(problemsOf(nowhere.headers, true)).toEqual([]);
      // A socket address still upgrades (and then closes for the missing token, decision 0020).
      expect((await upgrade('/api/v1/chat')).upgraded).toBe(true);
    } finally {
      await app.close();
    }
  });
});
