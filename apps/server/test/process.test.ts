import { describe, expect, it } from 'vitest';
import { login, startServer } from './process-helpers';

describe('the server process', () => {
  it('stops with a message naming the variable when configuration is bad', async () => {
    const bad = await startServer({ DATABASE_URL: 'mysql://nope' }, { waitReady: false });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('DATABASE_URL');
  });

  it('finishes an in-flight request, closes the database and exits 0 on SIGTERM', async () => {
    const srv = await startServer({});
    const { access_token } = await login(srv.url, 'learner@lingbridge.local', 'learner1234');
    expect(access_token).toBeTruthy();
    const inflight = fetch(`${srv.url}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'learner@lingbridge.local', password: 'learner1234' }),
    });
    await new Promise((r) => setTimeout(r, 5));
    srv.child.kill('SIGTERM');
    expect((await inflight).status).toBe(200);
    const code = await srv.exited;
    expect(code, srv.output()).toBe(0);
  });
});
