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
    const sink = new Writable({ write(chunk, _enc, cb) { out += chunk; cb(); } });
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
