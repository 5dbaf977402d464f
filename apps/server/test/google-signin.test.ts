import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { AppContext } from '../src/context';
import { findUserByEmail, updateUser } from '../src/features/accounts/repo';
import { call, createUser, getTestEnv, testConfig, uniqueEmail } from './helpers';
import { startTestProvider, type TestIdentity } from './google-provider';

const env = await getTestEnv();
const PUBLIC = 'http://localhost:3000';
const API = '/api/v1/user/auth/google';
const CLIENT = { clientId: 'lingbridge-test', clientSecret: 'test-client-secret-0123456789' };
const provider = await startTestProvider({
  ...CLIENT,
  redirectUris: [`${PUBLIC}${API}/login/callback`, `${PUBLIC}${API}/Member/register/callback`, `${PUBLIC}${API}/Mentor/register/callback`],
});

// Everything the Google-enabled apps log, to check that no token or code reaches it.
const logLines: string[] = [];
const log = pino({ level: 'debug' }, new Writable({ write: (chunk, _enc, done) => void (logLines.push(String(chunk)), done()) }));

/** An app on the worker's database whose configuration points Google sign-in at the test provider. */
async function googleApp(over: Record<string, string> = {}, ctxOver: Partial<AppContext> = {}) {
  const config = testConfig({ GOOGLE_CLIENT_ID: CLIENT.clientId, GOOGLE_CLIENT_SECRET: CLIENT.clientSecret, GOOGLE_ISSUER: provider.issuer, ...over });
  const ctx: AppContext = { ...env.ctx, config, log, ...ctxOver };
  const app = await buildApp(ctx);
  await app.ready();
  apps.push(app);
  return app;
}
const apps: FastifyInstance[] = [];
const app = await googleApp();

afterAll(async () => {
  for (const a of apps) await a.close();
  await provider.close();
});

const identity = (over: Partial<TestIdentity> = {}): TestIdentity => ({
  sub: `google-${randomUUID()}`,
  email: uniqueEmail('google'),
  email_verified: true,
  name: 'Ana García',
  ...over,
});

/** The authorize call, as the web app makes it: answers the provider URL and the browser cookie. */
async function authorize(a: FastifyInstance, path: string) {
  const res = await call(a, { method: 'GET', url: `${API}/${path}` });
  expect(res.status).toBe(200);
  const cookie = res.raw.cookies.find((c) => c.name === 'lb_google');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: API });
  return { url: res.body.authorization_url as string, cookie: cookie!.value };
}

/** The whole round trip: authorize, sign in at the provider, land on the app's callback. */
async function signIn(path: string, who: TestIdentity, a = app) {
  const start = await authorize(a, path);
  const callback = new URL(await provider.authorize(start.url, who, `${PUBLIC}/api/v1/`));
  const url = callback.pathname + callback.search;
  const res = await a.inject({ method: 'GET', url, cookies: { lb_google: start.cookie } });
  return { res, url, cookie: start.cookie, location: String(res.headers.location ?? '') };
}

const tokenOf = (location: string) => {
  const m = /^http:\/\/localhost:3000\/admin\/google\/auth\/success#access_token=([A-Za-z0-9_-]{20,})$/.exec(location);
  expect(m, location).toBeTruthy();
  return m![1];
};
const me = async (token: string) => (await call(app, { method: 'GET', url: '/api/v1/user/me', token })).body;

describe('Google sign-in, end to end against a real OpenID provider', () => {
  it('creates a verified Member on first sign-in, with the languages of the authorize call, and finds it again', async () => {
    const who = identity();
    const first = await signIn('login/authorize?scopes=openid&learning_language=Spanish&site_language=es', who);
    expect(first.res.statusCode).toBe(302);
    expect(first.res.headers['cache-control']).toBe('no-store');
    const user = await me(tokenOf(first.location));
    expect(user).toMatchObject({
      email: who.email,
      is_verified: true,
      user_role: 'Member',
      nick_name: 'Ana García',
      learning_language: 'Spanish',
      site_language: 'Spanish',
    });

    const again = await signIn('login/authorize', who);
    expect((await me(tokenOf(again.location))).id).toBe(user.id);
    expect(logLines.join('')).not.toContain(tokenOf(first.location));
  });

  it('puts state, nonce and an S256 PKCE challenge in the authorization URL, and nothing secret', async () => {
    const { url } = await authorize(app, 'login/authorize');
    const u = new URL(url);
    expect(u.origin).toBe(provider.issuer);
    expect(Object.fromEntries(u.searchParams)).toMatchObject({
      client_id: CLIENT.clientId,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      redirect_uri: `${PUBLIC}${API}/login/callback`,
    });
    for (const k of ['state', 'nonce', 'code_challenge']) expect(u.searchParams.get(k)).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(url).not.toContain(CLIENT.clientSecret);
  });

  it('registers a Mentor through the register path, with its learning language', async () => {
    const who = identity();
    const { location } = await signIn('Mentor/register/authorize?learning_language=English', who);
    expect(await me(tokenOf(location))).toMatchObject({
      email: who.email,
      user_role: 'Mentor',
      learning_language: 'English',
      teaching_language: 'English',
      is_verified: true,
    });
  });

  it('links the Google account to an existing verified account with the same e-mail', async () => {
    const existing = await createUser(env.ctx, { verified: true });
    const { location } = await signIn('login/authorize', identity({ email: existing.user.email.toUpperCase() }));
    expect((await me(tokenOf(location))).id).toBe(existing.user.id);
    // The password keeps working, and so does the session opened before.
    const login = await call(app, { method: 'POST', url: '/api/v1/user/login', payload: { username: existing.user.email, password: existing.password } });
    expect(login.status).toBe(200);
    expect((await me(existing.token)).id).toBe(existing.user.id);
  });

  it('links an unverified account too, but drops the password and sessions of whoever created it', async () => {
    const squatter = await createUser(env.ctx, { verified: false });
    const { location } = await signIn('login/authorize', identity({ email: squatter.user.email }));
    const user = await me(tokenOf(location));
    expect(user).toMatchObject({ id: squatter.user.id, is_verified: true });
    const login = await call(app, { method: 'POST', url: '/api/v1/user/login', payload: { username: squatter.user.email, password: squatter.password } });
    expect(login.body.detail).toBe('LOGIN_BAD_CREDENTIALS');
    expect((await call(app, { method: 'GET', url: '/api/v1/user/me', token: squatter.token })).status).toBe(401);
  });
});

describe('Google sign-in failures end on the failed pages', () => {
  const failed = (flow: 'login' | 'register', reason: string) => `${PUBLIC}/admin/google/auth/${flow}/failed?reason=${reason}`;

  it('refuses a callback used a second time', async () => {
    const first = await signIn('login/authorize', identity());
    tokenOf(first.location);
    const replay = await app.inject({ method: 'GET', url: first.url, cookies: { lb_google: first.cookie } });
    expect(replay.statusCode).toBe(302);
    expect(replay.headers.location).toBe(failed('login', 'invalid_state'));
  });

  it('refuses a tampered state, a callback from another browser and a state past its ten minutes', async () => {
    const tamper = async (change: (u: URL, cookie: string) => { url: string; cookie: string }, a = app, path = 'login/authorize') => {
      const start = await authorize(a, path);
      const cb = new URL(await provider.authorize(start.url, identity(), `${PUBLIC}/api/v1/`));
      const { url, cookie } = change(cb, start.cookie);
      return a.inject({ method: 'GET', url, cookies: { lb_google: cookie } });
    };
    const tampered = await tamper((u, cookie) => {
      u.searchParams.set('state', `${u.searchParams.get('state')!.slice(0, -2)}xx`);
      return { url: u.pathname + u.search, cookie };
    });
    expect(tampered.headers.location).toBe(failed('login', 'invalid_state'));

    const otherBrowser = await tamper((u) => ({ url: u.pathname + u.search, cookie: 'A'.repeat(43) }));
    expect(otherBrowser.headers.location).toBe(failed('login', 'invalid_state'));

    const later = await googleApp({}, { now: () => new Date(Date.now() + 11 * 60_000) });
    const start = await authorize(app, 'Member/register/authorize');
    const cb = new URL(await provider.authorize(start.url, identity(), `${PUBLIC}/api/v1/`));
    const expired = await later.inject({ method: 'GET', url: cb.pathname + cb.search, cookies: { lb_google: start.cookie } });
    expect(expired.headers.location).toBe(failed('register', 'invalid_state'));

    // A login attempt brought to the register callback does not pass either.
    const swapped = await tamper((u, cookie) => ({ url: `${API}/Member/register/callback${u.search}`, cookie }));
    expect(swapped.headers.location).toBe(failed('register', 'invalid_state'));
  });

  it('refuses a Google account whose e-mail is not verified, and creates no user', async () => {
    const who = identity({ email_verified: false });
    const { location } = await signIn('Member/register/authorize', who);
    expect(location).toBe(failed('register', 'email_not_verified'));
    expect(await findUserByEmail(env.ctx.db, who.email)).toBeNull();
  });

  it('reports the provider refusing, a bad code, an inactive account and an e-mail linked to another Google account', async () => {
    const start = await authorize(app, 'login/authorize');
    const state = new URL(start.url).searchParams.get('state')!;
    const denied = await app.inject({ method: 'GET', url: `${API}/login/callback?error=access_denied&state=${state}`, cookies: { lb_google: start.cookie } });
    expect(denied.headers.location).toBe(failed('login', 'access_denied'));

    const badCode = await signInWith((u) => u.searchParams.set('code', 'not-a-real-code'));
    expect(badCode).toBe(failed('login', 'exchange_failed'));

    const inactive = await createUser(env.ctx);
    await updateUser(env.ctx.db, inactive.user.id, { isActive: false });
    expect((await signIn('login/authorize', identity({ email: inactive.user.email }))).location).toBe(failed('login', 'inactive'));

    const linked = await createUser(env.ctx);
    await updateUser(env.ctx.db, linked.user.id, { googleSub: `google-${randomUUID()}` });
    expect((await signIn('login/authorize', identity({ email: linked.user.email }))).location).toBe(failed('login', 'account_conflict'));

    expect((await app.inject({ method: 'GET', url: `${API}/login/callback` })).headers.location).toBe(failed('login', 'invalid_state'));
    expect((await app.inject({ method: 'GET', url: `${API}/login/callback?state=a&state=b` })).headers.location).toBe(failed('login', 'invalid_state'));
    const logs = logLines.join('');
    expect(logs).toContain('exchange_failed');
    expect(logs).not.toContain(state);
  });

  it('validates the authorize calls and rate-limits them per address', async () => {
    expect((await call(app, { method: 'GET', url: `${API}/Admin/register/authorize` })).status).toBe(422);
    expect((await call(app, { method: 'GET', url: `${API}/login/authorize?learning_language=Klingon` })).status).toBe(422);
    const strict = await googleApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1' });
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await call(strict, { method: 'GET', url: `${API}/login/authorize`, remoteAddress: '203.0.113.77' }));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 429]);
    expect(results[3].headers['retry-after']).toBeTruthy();
  });

  it('answers 503 while the provider cannot be discovered, and recovers without a restart', async () => {
    const other = await googleApp({ GOOGLE_CLIENT_ID: 'other-client' });
    provider.setFailDiscovery(true);
    try {
      const down = await call(other, { method: 'GET', url: `${API}/login/authorize` });
      expect(down).toMatchObject({ status: 503, body: { detail: 'OAUTH_FAILED' } });
    } finally {
      provider.setFailDiscovery(false);
    }
    expect((await call(other, { method: 'GET', url: `${API}/login/authorize` })).status).toBe(200);
  });

  it('says it is not configured when GOOGLE_CLIENT_ID is not set', async () => {
    for (const path of ['login/authorize', 'Member/register/authorize']) {
      const res = await call(env.app, { method: 'GET', url: `${API}/${path}` });
      expect(res).toMatchObject({ status: 503, body: { detail: 'OAUTH_NOT_CONFIGURED' } });
    }
    const login = await env.app.inject({ method: 'GET', url: `${API}/login/callback?code=x&state=y` });
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).toBe(failed('login', 'not_configured'));
    const register = await env.app.inject({ method: 'GET', url: `${API}/Mentor/register/callback?code=x&state=y` });
    expect(register.headers.location).toBe(failed('register', 'not_configured'));
  });
});

/** A login round trip whose callback URL is changed before the app sees it; answers where the app redirects. */
async function signInWith(change: (u: URL) => void) {
  const start = await authorize(app, 'login/authorize');
  const cb = new URL(await provider.authorize(start.url, identity(), `${PUBLIC}/api/v1/`));
  change(cb);
  const res = await app.inject({ method: 'GET', url: cb.pathname + cb.search, cookies: { lb_google: start.cookie } });
  return res.headers.location;
}
