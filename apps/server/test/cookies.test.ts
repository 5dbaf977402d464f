import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerCookies } from '../src/plugins/cookies';
import { registerCsrf } from '../src/plugins/csrf';

/** A bare app with the cookie decorators and the CSRF check, and routes that read and set cookies. */
async function cookieApp() {
  const app = Fastify();
  registerCookies(app);
  registerCsrf(app, { secure: false });
  app.get('/api/v1/echo', async (req) => ({ cookies: { ...req.cookies } }));
  app.post('/api/v1/echo', async () => ({ ok: true }));
  app.get('/two', async (_req, reply) => {
    reply.setCookie('a', '1', { path: '/', httpOnly: true });
    reply.setCookie('b', 'x y', { maxAge: 60, sameSite: 'strict' });
    return { ok: true };
  });
  await app.ready();
  return app;
}

describe('cookies', () => {
  it('reads the Cookie header on demand, decoded, and an absent header as no cookies', async () => {
    const app = await cookieApp();
    const withCookies = await app.inject({ url: '/api/v1/echo', headers: { cookie: 'lb_prefs=%7B%22t%22%3A1%7D; other=2' } });
    expect(withCookies.json()).toEqual({ cookies: { lb_prefs: '{"t":1}', other: '2' } });
    expect((await app.inject({ url: '/api/v1/echo' })).json()).toEqual({ cookies: {} });
    await app.close();
  });

  it('sends one Set-Cookie header per cookie set, SameSite=Lax unless told otherwise', async () => {
    const app = await cookieApp();
    const res = await app.inject({ url: '/two' });
    expect(res.headers['set-cookie']).toEqual(['a=1; Path=/; HttpOnly; SameSite=Lax', 'b=x%20y; Max-Age=60; SameSite=Strict']);
    await app.close();
  });

  it('mints the CSRF cookie for a browser on the API only, once it has one no more', async () => {
    const app = await cookieApp();
    const browser = { 'sec-fetch-site': 'same-origin' };
    const first = await app.inject({ url: '/api/v1/echo', headers: browser });
    expect(String(first.headers['set-cookie'])).toMatch(/^csrftoken=[A-Za-z0-9_-]{24}; Path=\/; SameSite=Lax$/);
    const token = /csrftoken=([^;]+)/.exec(String(first.headers['set-cookie']))![1];
    expect((await app.inject({ url: '/api/v1/echo', headers: { ...browser, cookie: `csrftoken=${token}` } })).headers['set-cookie']).toBeUndefined();
    // An API client without Sec-Fetch-Site keeps no cookies: none is minted for it.
    expect((await app.inject({ url: '/api/v1/echo' })).headers['set-cookie']).toBeUndefined();
    await app.close();
  });

  it('refuses an unsafe request whose X-CSRFToken does not match its cookie, or has no cookie', async () => {
    const app = await cookieApp();
    const post = (headers: Record<string, string>) => app.inject({ method: 'POST', url: '/api/v1/echo', headers });
    expect((await post({ cookie: 'csrftoken=abc', 'x-csrftoken': 'abc' })).statusCode).toBe(200);
    expect((await post({ cookie: 'csrftoken=abc', 'x-csrftoken': 'abd' })).statusCode).toBe(403);
    expect((await post({ 'x-csrftoken': 'abc' })).statusCode).toBe(403);
    // No header: a bearer-token client, not a browser form; nothing to check.
    expect((await post({ cookie: 'csrftoken=abc' })).statusCode).toBe(200);
    // A safe method is never refused for its header.
    expect((await app.inject({ url: '/api/v1/echo', headers: { cookie: 'csrftoken=abc', 'x-csrftoken': 'zzz' } })).statusCode).toBe(200);
    await app.close();
  });
});
