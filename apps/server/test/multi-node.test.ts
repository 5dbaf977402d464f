import { describe, expect, it } from 'vitest';
import { login, startServer } from './process-helpers';

const db = process.env.DATABASE_URL;
const redis = process.env.REDIS_URL;

// Two server processes on one PostgreSQL and one Redis behave as one (run by CI's second pass).
describe.skipIf(!db || !redis)('two server processes on one PostgreSQL and one Redis', { timeout: 180_000 }, () => {
  it('a logout on one process revokes the token on the other at once', async () => {
    const env = { DATABASE_URL: db!, REDIS_URL: redis!, RATE_LIMIT_AUTH_PER_MINUTE: '1000', REDIS_PREFIX: `t${Date.now()}:` };
    const [a, b] = await Promise.all([startServer(env), startServer(env)]);
    try {
      const { access_token } = await login(a.url, 'learner@lingbridge.local', 'learner1234');
      const auth = { authorization: `Bearer ${access_token}` };
      expect((await fetch(`${b.url}/api/v1/user/me`, { headers: auth })).status).toBe(200); // cached on b now
      expect((await fetch(`${a.url}/api/v1/user/logout`, { method: 'POST', headers: auth })).status).toBe(204);
      await new Promise((r) => setTimeout(r, 100));
      expect((await fetch(`${b.url}/api/v1/user/me`, { headers: auth })).status).toBe(401);
    } finally {
      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      await Promise.all([a.exited, b.exited]);
    }
  });

  it('shares rate-limit counters between processes', async () => {
    const env = { DATABASE_URL: db!, REDIS_URL: redis!, RATE_LIMIT_AUTH_PER_MINUTE: '2', REDIS_PREFIX: `t${Date.now()}:` };
    const [a, b] = await Promise.all([startServer(env), startServer(env)]);
    try {
      const email = `rl-${Date.now()}@example.test`;
      const post = (url: string) =>
        fetch(`${url}/api/v1/user/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ username: email, password: 'x1' }),
        });
      expect((await post(a.url)).status).toBe(400);
      expect((await post(b.url)).status).toBe(400);
      expect((await post(a.url)).status).toBe(429);
    } finally {
      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      await Promise.all([a.exited, b.exited]);
    }
  });
});
