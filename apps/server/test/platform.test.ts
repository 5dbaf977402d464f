import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { call, getTestEnv } from './helpers';

const { app } = await getTestEnv();

describe('configuration', () => {
  it('names the variable when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
  });

  it('refuses production without a secret, and with demo accounts', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_SECRET/);
    const secret = 'x'.repeat(40);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: secret, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO/);
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: secret }).seedDemo).toBe(false);
    expect(loadConfig({}).seedDemo).toBe(true);
  });

  it('has working defaults', () => {
    const c = loadConfig({});
    expect([c.port, c.dataDir.endsWith('data'), c.publicUrl]).toEqual([3000, true, 'http://localhost:3000']);
  });
});

describe('health, docs and headers', () => {
  it('answers /healthz and /readyz with the database kind', async () => {
    expect((await call(app, { method: 'GET', url: '/healthz' })).body).toEqual({ status: 'ok' });
    const ready = await call(app, { method: 'GET', url: '/readyz' });
    expect(ready.status).toBe(200);
    expect(['pglite', 'postgres']).toContain(ready.body.database);
  });

  it('documents the API in OpenAPI from the zod contracts', async () => {
    const res = await call(app, { method: 'GET', url: '/api/docs/json' });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/v1/user/register', '/api/v1/user/me', '/api/v1/user/login']));
    const register = res.body.paths['/api/v1/user/register'].post;
    expect(JSON.stringify(register.requestBody)).toContain('agree_terms');
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    // A page's address (no web build here, so a 404, but with the page's headers).
    const res = await call(app, { method: 'GET', url: '/read' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // The test site is plain http: no HSTS there (security-headers.test.ts checks https sites).
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers unknown API paths with 404 in the one error shape', async () => {
    const res = await call(app, { method: 'GET', url: '/api/v1/nothing-here' });
    expect(res).toMatchObject({ status: 404, body: { detail: 'Not found' } });
  });

  it('checks the CSRF header against its cookie when sent', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/v1/user/avatar/storage/default', headers: { 'sec-fetch-site': 'same-origin' } });
    const cookie = String(first.headers['set-cookie']).match(/csrftoken=([^;]+)/)![1];
    const mismatch = await call(app, {
      method: 'POST',
      url: '/api/v1/user/forgot-password',
      headers: { cookie: `csrftoken=${cookie}`, 'x-csrftoken': 'other' },
      payload: { email: 'a@example.test' },
    });
    expect(mismatch.status).toBe(403);
    const match = await call(app, {
      method: 'POST',
      url: '/api/v1/user/forgot-password',
      headers: { cookie: `csrftoken=${cookie}`, 'x-csrftoken': cookie },
      payload: { email: 'a@example.test' },
    });
    expect(match.status).toBe(202);
  });
});
