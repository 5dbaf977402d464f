import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/logging';
import { registerMultipart } from '../src/plugins/multipart';
import { requestLoggerFactory } from '../src/request-logger';
import { form } from './files-helpers';

/** The per-request work cut from every route keeps its behaviour (docs/decisions/0137). */
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

function logged(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      lines.push(JSON.parse(String(chunk)));
      cb();
    },
  });
  return { lines, log: pino(loggerOptions(level), sink) };
}

async function loggingApp(lazy: boolean, level = 'info') {
  const { lines, log } = logged(level);
  let children = 0;
  const child = log.child.bind(log);
  log.child = ((...args: Parameters<typeof child>) => (children++, child(...args))) as typeof log.child;
  // Request logging on, as in logging.test.ts: its lines go through req.log too.
  const app = Fastify({ loggerInstance: log, ...(lazy ? { childLoggerFactory: requestLoggerFactory } : {}) });
  children = 0; // Fastify makes one of its own at creation
  app.get('/quiet', async (req) => {
    req.log.debug({ token: 'hidden' }, 'not at info');
    return { ok: true };
  });
  app.get('/loud', async (req) => {
    req.log.info({ token: 'secret-token', n: 1 }, 'first');
    req.log.warn('second');
    return { ok: req.log.isLevelEnabled('info') && !req.log.isLevelEnabled('debug') };
  });
  app.get('/verbose', async (req) => {
    req.log.level = 'debug';
    req.log.debug('now on');
    return { level: req.log.level };
  });
  apps.push(app as unknown as FastifyInstance);
  return { app, lines, children: () => children };
}

const withoutTime = (l: Record<string, unknown>) => ({ ...l, time: 0, responseTime: 0 });

describe('the request logger (made when a request logs)', () => {
  it('writes exactly what pino’s own per-request child writes, reqId and redaction included', async () => {
    const lazy = await loggingApp(true);
    const eager = await loggingApp(false);
    for (const { app } of [lazy, eager]) {
      expect((await app.inject('/loud')).json()).toEqual({ ok: true });
      await app.inject('/quiet');
    }
    expect(lazy.lines.map(withoutTime)).toEqual(eager.lines.map(withoutTime));
    expect(lazy.lines.map((l) => l.msg)).toEqual(['incoming request', 'first', 'second', 'request completed', 'incoming request', 'request completed']);
    expect(lazy.lines[1]).toMatchObject({ reqId: 'req-1', msg: 'first', token: '[redacted]', n: 1, level: 30 });
  });

  it('makes no pino child for a request that logs nothing at the level that is on', async () => {
    const { app, children } = await loggingApp(true, 'warn');
    await app.inject('/quiet');
    await app.inject('/quiet');
    expect(children()).toBe(0);
    await app.inject('/loud');
    expect(children()).toBe(1);
  });

  it('a level set on req.log applies to that request only', async () => {
    const { app, lines } = await loggingApp(true, 'warn');
    expect((await app.inject('/verbose')).json()).toEqual({ level: 'debug' });
    await app.inject('/quiet');
    expect(lines.map((l) => l.msg)).toEqual(['now on', 'request completed']);
  });
});

describe('@fastify/multipart without its disk mode', () => {
  async function uploadApp() {
    const app = Fastify();
    await registerMultipart(app, {});
    app.post('/save', async (req) => {
      await req.saveRequestFiles();
      return { saved: true };
    });
    app.post('/stream', async (req, reply) => {
      const names: string[] = [];
      for await (const part of req.parts()) {
        if (part.type === 'file') names.push(`${part.filename}:${(await part.toBuffer()).toString()}`);
        else names.push(`${part.fieldname}=${String(part.value)}`);
      }
      return { names, closeListeners: reply.raw.listenerCount('close'), hooks: app.printRoutes({ includeHooks: true }) };
    });
    app.post('/json', async (req, reply) => ({ body: req.body, closeListeners: reply.raw.listenerCount('close') }));
    apps.push(app);
    return app;
  }

  it('streams a multipart body as before', async () => {
    const app = await uploadApp();
    const f = form([
      { name: 'title', value: '我的录音' },
      { name: 'file', filename: 'a.txt', type: 'text/plain', bytes: Buffer.from('hello') },
    ]);
    const res = await app.inject({ method: 'POST', url: '/stream', payload: f.payload, headers: f.headers });
    expect(res.json().names).toEqual(['title=我的录音', 'a.txt:hello']);
  });

  it('adds no hook to any request, multipart or not: no close listener, no onRequest or onResponse', async () => {
    const app = await uploadApp();
    const json = (await app.inject({ method: 'POST', url: '/json', payload: { a: 1 } })).json();
    expect(json.body).toEqual({ a: 1 });
    const f = form([{ name: 'x', value: 'y' }]);
    const multi = (await app.inject({ method: 'POST', url: '/stream', payload: f.payload, headers: f.headers })).json();
    expect(multi.closeListeners).toBe(json.closeListeners);
    expect(multi.hooks).not.toMatch(/onRequest|onResponse/);
  });

  it('refuses to write request files to disk, with a message that says why', async () => {
    const app = await uploadApp();
    const f = form([{ name: 'file', filename: 'a.txt', type: 'text/plain', bytes: Buffer.from('hello') }]);
    const res = await app.inject({ method: 'POST', url: '/save', payload: f.payload, headers: f.headers });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toMatch(/streamed/);
  });
});
