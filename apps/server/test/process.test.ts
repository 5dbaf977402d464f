import { describe, expect, it } from 'vitest';
import net from 'node:net';
import { startServer } from './process-helpers';

describe('the server process', () => {
  it('stops with a message naming the variable when configuration is bad', async () => {
    const bad = await startServer({ DATABASE_URL: 'mysql://nope' }, { waitReady: false });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('DATABASE_URL');
  });

  it('finishes an in-flight request, closes the database and exits 0 on SIGTERM', { timeout: 120_000 }, async () => {
    const srv = await startServer({});
    // Start-up work continues after /readyz (the dictionaries load synchronously): wait for it, so
    // the request below is routed at once.
    for (let i = 0; i < 600 && !srv.output().includes('dictionaries loaded'); i++) await new Promise((r) => setTimeout(r, 100));
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
    // Give the server time to route the request (it reads the headers, then waits for the body).
    await new Promise((r) => setTimeout(r, 1500));
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
