import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createMemoryRateLimiter } from '../src/adapters/rate-limit';
import { call, createUser, getTestEnv, uniqueEmail } from './helpers';

const env = await getTestEnv();
// The same ports and database, with the production-like limit of 3 attempts a minute per account.
const strictCtx = { ...env.ctx, config: { ...env.ctx.config, authRatePerMinute: 3 }, limiter: createMemoryRateLimiter() };
const app = await buildApp(strictCtx);

describe('rate limits on sign-in and sign-up', () => {
  it('answers 429 with Retry-After once an account has too many login attempts, even with the right password', async () => {
    const { user, password } = await createUser(env.ctx);
    for (let i = 0; i < 3; i++) {
      const res = await call(app, { method: 'POST', url: '/api/v1/user/login', payload: { username: user.email, password: 'wrong1' } });
      expect(res.status).toBe(400);
    }
    const blocked = await call(app, { method: 'POST', url: '/api/v1/user/login', payload: { username: user.email, password } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from another address is not affected.
    const other = await createUser(env.ctx);
    const ok = await call(app, {
      method: 'POST',
      url: '/api/v1/user/login',
      remoteAddress: '10.9.9.9',
      payload: { username: other.user.email, password: other.password },
    });
    expect(ok.status).toBe(200);
  });

  it('limits one address across many accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await call(app, {
        method: 'POST',
        url: '/api/v1/user/forgot-password',
        remoteAddress: '10.1.2.3',
        payload: { email: uniqueEmail('flood') },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 9).every((s) => s === 202)).toBe(true);
    expect(statuses[9]).toBe(429);
  });

  it('limits sign-ups per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await call(app, {
        method: 'POST',
        url: '/api/v1/user/register',
        remoteAddress: '10.4.5.6',
        payload: { email: uniqueEmail('spam'), password: 'abc123', user_role: 'Member', learning_language: 'Spanish', site_language: 'en', agree_terms: true },
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(9);
    expect(statuses[9]).toBe(429);
  });
});
