import { describe, expect, it } from 'vitest';
import net from 'node:net';
import { removeCompiled, startServer, waitForIdle } from './process-helpers';

describe('the server process', () => {
  it('stops with a message naming the variable when configuration is bad', async () => {
    const bad = await startServer({ DATABASE_URL: 'mysql://nope' }, { waitReady: false });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('DATABASE_URL');
  });

  it('runs compiled as npm start runs it: ready, signs the demo learner in, exits 0 on SIGTERM', { timeout: 120_000 }, async () => {
    const srv = await startServer({}, { compiled: true }).finally(removeCompiled);
    // Ready means warm (issue 22): the dictionaries were loaded before /readyz first answered 200.
    expect(srv.output()).toContain('dictionaries loaded');
    const login = await fetch(`${srv.url}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=learner%40lingbridge.local&password=learner1234',
    });
    expect(login.status, srv.output()).toBe(200);
    // The API answer's security headers are written into Fastify's reply by its internal symbol
    // (decision 0212): in the bundle too, Fastify and that symbol are one module's.
    expect(login.headers.get('x-content-type-options')).toBe('nosniff');
    expect(login.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'self'");
    const { access_token } = (await login.json()) as { access_token: string };
    // The dictionaries (data files found beside the language package's sources) answer a lookup.
    const lookup = await fetch(`${srv.url}/api/v1/dictionary/lookup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
      body: JSON.stringify({ text: '学习', lang_from: 'Simplified_Chinese', lang_to: 'English' }),
    });
    expect(lookup.status, srv.output()).toBe(200);
    expect(JSON.stringify(await lookup.json())).toContain('learn');
    srv.child.kill('SIGTERM');
    expect(await srv.exited, srv.output()).toBe(0);
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
