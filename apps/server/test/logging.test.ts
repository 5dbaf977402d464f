import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { call, createUser, getTestEnv } from './helpers';
import { loggerOptions } from '../src/logging';

const env = await getTestEnv();

describe('logs', () => {
  it('never contain passwords or tokens, even with request logging on', async () => {
    let out = '';
    const sink = new Writable({
      write(chunk, _enc, cb) {
        out += chunk;
        cb();
      },
    });
    const log = pino(loggerOptions('trace'), sink);
    const app = await buildApp({ ...env.ctx, log }, { logger: true });
    const { user, password, token } = await createUser(env.ctx, { password: 'Sup3rSecretPw' });
    const login = await call(app, { method: 'POST', url: '/api/v1/user/login', payload: { username: user.email, password } });
    await call(app, { method: 'GET', url: '/api/v1/user/me', token });
    await call(app, { method: 'POST', url: '/api/v1/user/login', payload: { username: user.email, password: 'Wr0ngSecretPw' } });
    await call(app, { method: 'GET', url: `/api/v1/user/me?token=${token}` });
    await app.close();
    expect(out).toContain('/api/v1/user/login');
    for (const secret of ['Sup3rSecretPw', 'Wr0ngSecretPw', token, login.body.access_token]) expect(out).not.toContain(secret);
  });
});

describe('what the logs hold (docs/decisions/0059)', () => {
  it('a switched-off Google sign-in is said once at start-up; its callbacks warn about nothing', async () => {
    const lines: { level: number; msg: string }[] = [];
    const sink = new Writable({
      write(chunk, _enc, cb) {
        lines.push(JSON.parse(String(chunk)));
        cb();
      },
    });
    const app = await buildApp({ ...env.ctx, log: pino(loggerOptions('trace'), sink) });
    expect(env.ctx.config.google).toBeNull();
    for (const url of [
      '/api/v1/user/auth/google/login/callback?code=x&state=y',
      '/api/v1/user/auth/google/Member/register/callback',
      '/api/v1/user/auth/google/login/callback?error=access_denied',
    ]) {
      const res = await call(app, { method: 'GET', url });
      expect(res.status).toBe(302);
      expect(res.headers.location).toMatch(/failed\?reason=not_configured$/);
    }
    await app.close();
    expect(lines.filter((l) => l.msg.startsWith('Google sign-in is off'))).toEqual([expect.objectContaining({ level: 30 })]);
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
  });
});
