import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { call, getTestEnv } from './helpers';

/** Cookies and the CSP's connections (docs/decisions/0058). */
const env = await getTestEnv();

async function appWith(vars: Record<string, string>) {
  const config = loadConfig({ DATA_DIR: env.dataDir, APP_SECRET: 'x'.repeat(40), ...vars });
  return buildApp({ ...env.ctx, config });
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
    const prod = await appWith({ NODE_ENV: 'production', PUBLIC_URL: 'https://learn.example.test' });
    expect(connectSrc(String((await call(prod, { method: 'GET', url: '/healthz' })).headers['content-security-policy']))).toBe(
      "connect-src 'self' wss://learn.example.test",
    );
    const dev = await appWith({ PUBLIC_URL: 'http://localhost:3000' });
    expect(connectSrc(String((await call(dev, { method: 'GET', url: '/healthz' })).headers['content-security-policy']))).toBe(
      "connect-src 'self' ws://localhost:3000",
    );
  });
});
