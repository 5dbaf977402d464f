import { describe, expect, it } from 'vitest';
import { call, createUser, getTestEnv, lastMailTo, tokenFromMail, uniqueEmail } from './helpers';

const env = await getTestEnv();
const { app } = env;

const signup = (over: Record<string, unknown> = {}) => ({
  email: uniqueEmail('signup'),
  password: 'abc123',
  user_role: 'Member',
  learning_language: 'Spanish',
  site_language: 'es',
  agree_terms: true,
  ...over,
});

describe('POST /user/register', () => {
  it("takes the spec's confirm_password: a different one is refused in the spec's words, an equal one signs up", async () => {
    const wrong = await call(app, { method: 'POST', url: '/api/v1/user/register', payload: signup({ confirm_password: 'abc124' }) });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({
      detail: 'The password confirmation does not match',
      errors: [{ path: 'body.confirm_password', message: 'The password confirmation does not match' }],
    });
    const right = await call(app, { method: 'POST', url: '/api/v1/user/register', payload: signup({ confirm_password: 'abc123' }) });
    expect(right.status).toBe(201);
  });

  it('creates an unverified account and mails a verification link in the site language', async () => {
    const body = signup({ nick_name: 'Pablo' });
    const res = await call(app, { method: 'POST', url: '/api/v1/user/register', payload: body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: body.email,
      nick_name: 'Pablo',
      is_verified: false,
      user_role: 'Member',
      site_language: 'Spanish',
      learning_language: 'Spanish',
    });
    expect(res.body).not.toHaveProperty('hashed_password');
    const mail = await lastMailTo(env, body.email);
    expect(mail?.raw).toContain('Subject: Confirma tu correo en Lingbridge');
    expect(tokenFromMail(mail!.raw, 'admin/email/verify')).toBeTruthy();
  });

  it('refuses a duplicate e-mail with REGISTER_USER_ALREADY_EXISTS, also when sent twice at once', async () => {
    const body = signup();
    const [a, b] = await Promise.all([
      call(app, { method: 'POST', url: '/api/v1/user/register', payload: body }),
      call(app, { method: 'POST', url: '/api/v1/user/register', payload: { ...body, email: body.email.toUpperCase() } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    expect([a.body.detail, b.body.detail]).toContain('REGISTER_USER_ALREADY_EXISTS');
  });

  it.each([
    ['a short password', { password: 'ab1' }, 'body.password'],
    ['a password without numbers', { password: 'abcdefg' }, 'body.password'],
    ['a password without letters', { password: '1234567' }, 'body.password'],
    ['terms not agreed', { agree_terms: false }, 'body.agree_terms'],
    ['a bad e-mail', { email: 'not-an-email' }, 'body.email'],
    ['an Admin role', { user_role: 'Admin' }, 'body.user_role'],
    ['an unknown learning language', { learning_language: 'Klingon' }, 'body.learning_language'],
    ['a wrong-typed field', { agree_terms: 'yes' }, 'body.agree_terms'],
    ['an extra field', { is_superuser: true }, 'body'],
    ['a missing field', { email: undefined }, 'body.email'],
  ])('answers 422 with per-field errors for %s', async (_label, over, path) => {
    const res = await call(app, { method: 'POST', url: '/api/v1/user/register', payload: signup(over) });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it('stores script- and SQL-looking names as plain text', async () => {
    const nick = `<script>alert(1)</script>'; drop table users;--`;
    const res = await call(app, { method: 'POST', url: '/api/v1/user/register', payload: signup({ nick_name: nick }) });
    expect(res.status).toBe(201);
    expect(res.body.nick_name).toBe(nick);
    const again = await call(app, { method: 'GET', url: '/readyz' });
    expect(again.status).toBe(200);
  });

  it('answers 413 for an oversized body and 400 for malformed JSON', async () => {
    const big = await call(app, { method: 'POST', url: '/api/v1/user/register', payload: signup({ nick_name: 'x'.repeat(2_000_000) }) });
    expect(big.status).toBe(413);
    const bad = await call(app, { method: 'POST', url: '/api/v1/user/register', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBeTruthy();
  });
});

describe('e-mail verification', () => {
  it('verifies once with the mailed token and refuses it a second time', async () => {
    const body = signup();
    await call(app, { method: 'POST', url: '/api/v1/user/register', payload: body });
    const token = tokenFromMail((await lastMailTo(env, body.email))!.raw, 'admin/email/verify')!;
    const ok = await call(app, { method: 'POST', url: '/api/v1/user/verify', payload: { token } });
    expect(ok.status).toBe(200);
    expect(ok.body.is_verified).toBe(true);
    const again = await call(app, { method: 'POST', url: '/api/v1/user/verify', payload: { token } });
    expect(again.status).toBe(400);
    expect(again.body.detail).toBe('VERIFY_USER_BAD_TOKEN');
  });

  it('answers 202 for any address and mails only unverified accounts', async () => {
    const body = signup();
    await call(app, { method: 'POST', url: '/api/v1/user/register', payload: body });
    const unknown = await call(app, { method: 'POST', url: '/api/v1/user/request-verify-token', payload: { email: uniqueEmail('nobody') } });
    const known = await call(app, { method: 'POST', url: '/api/v1/user/request-verify-token', payload: { email: body.email } });
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect((await lastMailTo(env, body.email, 2))!.count).toBe(2);
  });

  it('refuses a made-up token', async () => {
    const res = await call(app, { method: 'POST', url: '/api/v1/user/verify', payload: { token: 'x'.repeat(43) } });
    expect(res.status).toBe(400);
  });
});

describe('login and logout', () => {
  it('logs in with form fields and the token opens /user/me', async () => {
    const { user, password } = await createUser(env.ctx);
    const res = await call(app, {
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${encodeURIComponent(user.email.toUpperCase())}&password=${password}`,
    });
    expect(res.status).toBe(200);
    expect(res.body.token_type).toBe('bearer');
    const me = await call(app, { method: 'GET', url: '/api/v1/user/me', token: res.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(user.email);
  });

  it('logs in with the same fields sent as multipart/form-data (spec 01 §7: the HTTP layer sends multipart too)', async () => {
    const { user, password } = await createUser(env.ctx);
    const form = (parts: string[]) => {
      const boundary = '----lblogin' + Math.random().toString(16).slice(2);
      return {
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: parts.map((p) => `--${boundary}\r\n${p}\r\n`).join('') + `--${boundary}--\r\n`,
      };
    };
    const field = (name: string, value: string) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;
    const ok = await call(app, { method: 'POST', url: '/api/v1/user/login', ...form([field('username', user.email), field('password', password)]) });
    expect(ok.status).toBe(200);
    expect((await call(app, { method: 'GET', url: '/api/v1/user/me', token: ok.body.access_token })).body.email).toBe(user.email);

    const wrong = await call(app, { method: 'POST', url: '/api/v1/user/login', ...form([field('username', user.email), field('password', 'nope123')]) });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ detail: 'LOGIN_BAD_CREDENTIALS' });
    const missing = await call(app, { method: 'POST', url: '/api/v1/user/login', ...form([field('username', user.email)]) });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0].path).toBe('body.password');
    const file = `Content-Disposition: form-data; name="password"; filename="p.txt"\r\nContent-Type: text/plain\r\n\r\n${password}`;
    const withFile = await call(app, { method: 'POST', url: '/api/v1/user/login', ...form([field('username', user.email), file]) });
    expect(withFile.status).toBe(422);
    const long = await call(app, { method: 'POST', url: '/api/v1/user/login', ...form([field('username', 'x'.repeat(5000)), field('password', password)]) });
    expect(long.status).toBe(422);
    const cut = await call(app, {
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
      payload: '--zzz\r\nContent-Disposition: form-data; name="username"\r\n\r\nabc',
    });
    expect(cut.status).toBe(422);
  });

  it('answers LOGIN_BAD_CREDENTIALS alike for a wrong password and an unknown e-mail', async () => {
    const { user } = await createUser(env.ctx);
    const wrong = await call(app, { method: 'POST', url: '/api/v1/user/login', payload: { username: user.email, password: 'nope123' } });
    const unknown = await call(app, { method: 'POST', url: '/api/v1/user/login', payload: { username: uniqueEmail(), password: 'nope123' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ detail: 'LOGIN_BAD_CREDENTIALS' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers 422 when a field is missing', async () => {
    const res = await call(app, { method: 'POST', url: '/api/v1/user/login', payload: { username: 'a@b.c' } });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].path).toBe('body.password');
  });

  it('revokes the token on logout', async () => {
    const { token } = await createUser(env.ctx);
    expect((await call(app, { method: 'GET', url: '/api/v1/user/me', token })).status).toBe(200);
    expect((await call(app, { method: 'POST', url: '/api/v1/user/logout', token })).status).toBe(204);
    expect((await call(app, { method: 'GET', url: '/api/v1/user/me', token })).status).toBe(401);
    expect((await call(app, { method: 'POST', url: '/api/v1/user/logout', token })).status).toBe(401);
  });

  it('refuses a missing or malformed bearer token', async () => {
    expect((await call(app, { method: 'GET', url: '/api/v1/user/me' })).status).toBe(401);
    expect((await call(app, { method: 'GET', url: '/api/v1/user/me', headers: { authorization: 'Bearer !!' } })).status).toBe(401);
    expect((await call(app, { method: 'GET', url: '/api/v1/user/me', token: 'a'.repeat(43) })).status).toBe(401);
  });
});

describe('password reset', () => {
  it('mails a single-use link that sets the password and revokes every session', async () => {
    const { user, token: oldSession } = await createUser(env.ctx);
    const asked = await call(app, { method: 'POST', url: '/api/v1/user/forgot-password', payload: { email: user.email } });
    expect(asked.status).toBe(202);
    const token = tokenFromMail((await lastMailTo(env, user.email))!.raw, 'admin/reset-password')!;
    // The spec's "confirm password": a different one is refused in its words, an equal one accepted.
    const mismatch = await call(app, {
      method: 'POST',
      url: '/api/v1/user/reset-password',
      payload: { token, password: 'newpass99', confirm_password: 'newpass98' },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual([{ path: 'body.confirm_password', message: 'The password confirmation does not match' }]);
    const reset = await call(app, {
      method: 'POST',
      url: '/api/v1/user/reset-password',
      payload: { token, password: 'newpass99', confirm_password: 'newpass99' },
    });
    expect(reset.status).toBe(200);
    expect((await call(app, { method: 'GET', url: '/api/v1/user/me', token: oldSession })).status).toBe(401);
    const reused = await call(app, { method: 'POST', url: '/api/v1/user/reset-password', payload: { token, password: 'other123' } });
    expect(reused.status).toBe(400);
    expect(reused.body.detail).toBe('RESET_PASSWORD_BAD_TOKEN');
    const login = await call(app, { method: 'POST', url: '/api/v1/user/login', payload: { username: user.email, password: 'newpass99' } });
    expect(login.status).toBe(200);
  });

  it('answers 202 for unknown addresses and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const res = await call(app, { method: 'POST', url: '/api/v1/user/forgot-password', payload: { email } });
    expect(res.status).toBe(202);
    expect(await lastMailTo(env, email)).toBeNull();
  });

  it('checks the new password rule', async () => {
    const res = await call(app, { method: 'POST', url: '/api/v1/user/reset-password', payload: { token: 'abc', password: 'short' } });
    expect(res.status).toBe(422);
  });
});
