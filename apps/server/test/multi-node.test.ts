import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, login, startRedis, startServer, type ServerProcess } from './process-helpers';

const db = process.env.DATABASE_URL;
const redis = process.env.REDIS_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until the server's log says `text` (`times` times in all). */
async function logged(s: ServerProcess, text: string, times: number, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (s.output().split(text).length - 1 < times) {
    if (Date.now() > deadline) throw new Error(`no "${text}" ×${times} in:\n${s.output().slice(-2000)}`);
    await sleep(50);
  }
}

/** The status of GET /user/me with a token, asked again until it is `want` or `ms` have passed. */
async function meBecomes(url: string, token: string, want: number, ms = 2_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const status = (await fetch(`${url}/api/v1/user/me`, { headers: { authorization: `Bearer ${token}` } })).status;
    if (status === want || Date.now() > deadline) return status;
    await sleep(50);
  }
}

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

  // Redis of the test's own (as chat-multi-node does), killed and started again: the run's shared one is never touched.
  it('after a Redis restart, a sign-out on one process revokes on the other, and sign-in limits count across both again', async () => {
    const redisPort = await freePort();
    let redisProc = await startRedis(redisPort);
    const env = { DATABASE_URL: db!, REDIS_URL: `redis://127.0.0.1:${redisPort}`, RATE_LIMIT_AUTH_PER_MINUTE: '3', REDIS_PREFIX: `t${Date.now()}:` };
    const [a, b] = await Promise.all([startServer(env), startServer(env)]);
    try {
      const signIn = async () => (await login(a.url, 'learner@lingbridge.local', 'learner1234')).access_token;
      const signOut = (token: string) => fetch(`${a.url}/api/v1/user/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });

      // Signed out while Redis is down: the sign-out works, and the other process stops trusting
      // what it cached (it cannot hear the revocation).
      const during = await signIn();
      expect(await meBecomes(b.url, during, 200)).toBe(200); // cached on b
      redisProc.kill('SIGKILL');
      await Promise.all([a, b].map((s) => logged(s, 'Redis (pub/sub) unavailable', 1)));
      expect((await signOut(during)).status).toBe(204);
      expect(await meBecomes(b.url, during, 401)).toBe(401);

      redisProc = await startRedis(redisPort);
      await Promise.all([a, b].map((s) => logged(s, 'Redis (pub/sub) is back', 1)));
      // The rate-limit client says it is back only where it noticed the outage (a command failed meanwhile).
      await Promise.all([a, b].filter((s) => s.output().includes('Redis (rate limits) unavailable')).map((s) => logged(s, 'Redis (rate limits) is back', 1)));
      expect(await meBecomes(b.url, during, 401, 0)).toBe(401);

      // After the restart: a sign-out on a reaches b's cache at once.
      const after = await signIn();
      expect(await meBecomes(b.url, after, 200)).toBe(200);
      expect(await meBecomes(b.url, after, 200)).toBe(200); // from b's cache now
      expect((await signOut(after)).status).toBe(204);
      expect(await meBecomes(b.url, after, 401)).toBe(401);

      // And sign-in attempts count on both processes again (3 an account a minute; the restart emptied the counters).
      const email = `rl-restart-${Date.now()}@example.test`;
      const attempt = (url: string) =>
        fetch(`${url}/api/v1/user/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ username: email, password: 'x1' }),
        }).then((r) => r.status);
      expect([await attempt(a.url), await attempt(b.url), await attempt(a.url), await attempt(b.url)]).toEqual([400, 400, 400, 429]);
    } finally {
      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      await Promise.all([a.exited, b.exited]);
      redisProc.kill('SIGKILL');
    }
  });

  // One process loses Redis alone (its network to Redis, not Redis itself): the other still trusts
  // its cache, so the sign-out must reach it another way, through the database both share (0136).
  it('a process cut off from Redis alone still revokes its sign-outs on the other at once', async () => {
    const redisPort = await freePort();
    const redisProc = await startRedis(redisPort);
    const proxy = await tcpProxy(redisPort);
    const common = { DATABASE_URL: db!, RATE_LIMIT_AUTH_PER_MINUTE: '1000', REDIS_PREFIX: `t${Date.now()}:` };
    const [a, b] = await Promise.all([
      startServer({ ...common, REDIS_URL: `redis://127.0.0.1:${proxy.port}` }),
      startServer({ ...common, REDIS_URL: `redis://127.0.0.1:${redisPort}` }),
    ]);
    try {
      const { access_token: token } = await login(a.url, 'learner@lingbridge.local', 'learner1234');
      expect(await meBecomes(b.url, token, 200)).toBe(200);
      expect(await meBecomes(b.url, token, 200, 0)).toBe(200); // from b's cache now
      proxy.cut();
      await logged(a, 'Redis (pub/sub) unavailable', 1);
      expect(b.output()).not.toContain('Redis (pub/sub) unavailable');
      expect((await fetch(`${a.url}/api/v1/user/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).status).toBe(204);
      expect(await meBecomes(b.url, token, 401, 1_000)).toBe(401);
    } finally {
      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      await Promise.all([a.exited, b.exited]);
      proxy.cut();
      redisProc.kill('SIGKILL');
    }
  });
});

/** A TCP relay to a local port that the test can cut, as a network failure between one process and Redis. */
async function tcpProxy(target: number) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target, '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      server.close();
      for (const s of sockets) s.destroy();
    },
  };
}
