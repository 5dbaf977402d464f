import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { call, createUser, getTestEnv } from './helpers';
import { loggerOptions, MAX_LOGGED_ERROR_TEXT } from '../src/logging';

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

describe('the app logger without request logging (decision 0145)', () => {
  it("is the context's logger, and a request's log lines carry its id", async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _enc, cb) {
        lines.push(JSON.parse(String(chunk)));
        cb();
      },
    });
    const app = await buildApp({ ...env.ctx, log: pino(loggerOptions('info'), sink) });
    app.log.warn('said by the app');
    app.get('/logs-a-line', async (req) => {
      req.log.info({ n: 1 }, 'said by a request');
      return { ok: true };
    });
    expect((await call(app, { method: 'GET', url: '/logs-a-line' })).status).toBe(200);
    await app.close();
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 40, msg: 'said by the app' }),
        expect.objectContaining({ level: 30, msg: 'said by a request', n: 1, reqId: expect.any(String) }),
      ]),
    );
    // Request logging is off: no line per request.
    expect(lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toEqual([]);
  });
});

describe('a logged error', () => {
  it("keeps its message and stack but not a failed command's whole output", () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _enc, cb) {
        lines.push(JSON.parse(String(chunk)));
        cb();
      },
    });
    const log = pino(loggerOptions('info'), sink);
    // What child_process.execFile rejects with when ffmpeg fails after writing 4 MB of samples.
    const err = Object.assign(new Error('Command failed: ffmpeg -i native -f f32le pipe:1'), {
      code: 255,
      stdout: Buffer.alloc(4 * 1024 * 1024, 7),
      stderr: 'x'.repeat(50_000),
      cmd: 'ffmpeg -i native -f f32le pipe:1',
    });
    log.warn({ err, job: 'recordings.precompute-native-pitch' }, 'job failed, will retry');
    const [line] = lines;
    const logged = line!.err as Record<string, unknown>;
    expect(logged.message).toBe(err.message);
    expect(logged.stack).toContain('Command failed');
    expect(logged.code).toBe(255);
    expect(logged.cmd).toBe(err.cmd);
    expect(logged.stdout).toBe('[4194304 bytes]');
    expect(logged.stderr).toBe(`${'x'.repeat(MAX_LOGGED_ERROR_TEXT)}… [${50_000 - MAX_LOGGED_ERROR_TEXT} more characters]`);
    expect(JSON.stringify(line).length).toBeLessThan(6000);
  });
});
