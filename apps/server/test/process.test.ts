import { describe, expect, it } from 'vitest';
import net from 'node:net';
import { startServer, waitForIdle } from './process-helpers';

describe('the server process', () => {
  it('stops with a message naming the variable when configuration is bad', async () => {
    const bad = await startServer({ DATABASE_URL: 'mysql://nope' }, { waitReady: false });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('DATABASE_URL');
  });

  it('finishes an in-flight request, closes the database and exits 0 on SIGTERM', { timeout: 120_000 }, async () => {
    const srv = await startServer({});
    // Start-up work continues after /readyz (dictionaries, demo articles and videos seeded by jobs) and
    // can hold the event loop for a while on a busy machine: wait until the process is idle, so the
    // request below is routed at once.
    await waitForIdle(srv.child.pid!);
    const { port } = new URL(srv.url);
    // A request whose body is still arriving when SIGTERM comes: it is in flight for certain.
    const body = 'username=learner%40lingbridge.local&password=learner1234';
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let response = '';
    socket.on('data', (d) => (response += d));
    const closed = new Promise((r) => socket.once('close', r));
    socket.write(
      `POST /api/v1/user/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    // Once the server has answered a probe sent after the headers, it is reading the login's body.
    expect((await fetch(`${srv.url}/healthz`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    srv.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    socket.write(body.slice(10));
    await closed;
    expect(response).toMatch(/^HTTP\/1\.1 200/);
    expect(response).toContain('access_token');
    const code = await srv.exited;
    expect(code, srv.output()).toBe(0);
  });
});
