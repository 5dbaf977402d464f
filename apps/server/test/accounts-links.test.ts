import { describe, expect, it } from 'vitest';
import { call, createUser, getTestEnv, lastMailTo, tokenFromMail, uniqueEmail } from './helpers';

/** Mailed links end when what they were for is done (docs/decisions/0058). */
const env = await getTestEnv();
const { app } = env;

/** Asks for a reset link and answers the token of the `nth` mail to the address. */
async function resetLink(email: string, nth: number) {
  expect((await call(app, { method: 'POST', url: '/api/v1/user/forgot-password', payload: { email } })).status).toBe(202);
  return tokenFromMail((await lastMailTo(env, email, nth))!.raw, 'admin/reset-password')!;
}

const reset = (token: string, password: string) => call(app, { method: 'POST', url: '/api/v1/user/reset-password', payload: { token, password } });
const verify = (token: string) => call(app, { method: 'POST', url: '/api/v1/user/verify', payload: { token } });
const login = (username: string, password: string) => call(app, { method: 'POST', url: '/api/v1/user/login', payload: { username, password } });

describe('password reset links', () => {
  it('an older link no longer works once the account was reset with a newer one', async () => {
    const { user } = await createUser(env.ctx);
    const older = await resetLink(user.email, 1);
    const newer = await resetLink(user.email, 2);
    expect(older).not.toBe(newer);
    expect((await reset(newer, 'newpass11')).status).toBe(200);
    const stale = await reset(older, 'attacker1');
    expect(stale).toMatchObject({ status: 400, body: { detail: 'RESET_PASSWORD_BAD_TOKEN' } });
    expect((await login(user.email, 'newpass11')).status).toBe(200);
    expect((await login(user.email, 'attacker1')).status).toBe(400);
  });

  it('a password change in the settings ends the links mailed before it', async () => {
    const { user, token, password } = await createUser(env.ctx);
    const link = await resetLink(user.email, 1);
    const changed = await call(app, { method: 'PATCH', url: '/api/v1/user/me', token, payload: { current_password: password, password: 'changed22' } });
    expect(changed.status).toBe(200);
    expect(await reset(link, 'attacker1')).toMatchObject({ status: 400, body: { detail: 'RESET_PASSWORD_BAD_TOKEN' } });
    // A link asked for after the change works.
    const fresh = await resetLink(user.email, 2);
    expect((await reset(fresh, 'fresh333')).status).toBe(200);
  });

  it('a wrong current password changes nothing and leaves the links working', async () => {
    const { user, token } = await createUser(env.ctx);
    const link = await resetLink(user.email, 1);
    const refused = await call(app, { method: 'PATCH', url: '/api/v1/user/me', token, payload: { current_password: 'wrong1', password: 'changed22' } });
    expect(refused.status).toBe(400);
    expect((await reset(link, 'mine4444')).status).toBe(200);
  });
});

describe('verification links', () => {
  const signup = (email: string) =>
    call(app, {
      method: 'POST',
      url: '/api/v1/user/register',
      payload: { email, password: 'abc123', user_role: 'Member', learning_language: 'Spanish', site_language: 'en', agree_terms: true },
    });

  it('an older link no longer works once the address was verified with a newer one', async () => {
    const email = uniqueEmail('verify');
    expect((await signup(email)).status).toBe(201);
    const older = tokenFromMail((await lastMailTo(env, email, 1))!.raw, 'admin/email/verify')!;
    expect((await call(app, { method: 'POST', url: '/api/v1/user/request-verify-token', payload: { email } })).status).toBe(202);
    const newer = tokenFromMail((await lastMailTo(env, email, 2))!.raw, 'admin/email/verify')!;
    expect((await verify(newer)).status).toBe(200);
    expect(await verify(older)).toMatchObject({ status: 400, body: { detail: 'VERIFY_USER_BAD_TOKEN' } });
  });

  it('a reset proves the address, so it ends the verification links too', async () => {
    const email = uniqueEmail('verify-reset');
    expect((await signup(email)).status).toBe(201);
    const verifyLink = tokenFromMail((await lastMailTo(env, email, 1))!.raw, 'admin/email/verify')!;
    const link = await resetLink(email, 2);
    expect((await reset(link, 'newpass11')).status).toBe(200);
    expect(await verify(verifyLink)).toMatchObject({ status: 400, body: { detail: 'VERIFY_USER_BAD_TOKEN' } });
    const me = await login(email, 'newpass11');
    const profile = await call(app, { method: 'GET', url: '/api/v1/user/me', token: me.body.access_token });
    expect(profile.body.is_verified).toBe(true);
  });
});
