import type { FastifyInstance } from 'fastify';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveBuild } from './web-helpers';

// The built web app as the server sends it: hashed assets compressed when the browser accepts it
// and cached for good; every page path gets index.html, never cached.
const script = `console.log(${JSON.stringify('read '.repeat(500))});`;
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await serveBuild({
    'index.html': '<!doctype html><div id="root"></div>',
    'assets/index-abc123.js': script,
    'assets/index-abc123.js.br': brotliCompressSync(script),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  }));
});
afterAll(() => close());

describe('serving the web app', () => {
  it('sends the brotli file to a browser that accepts it, immutable for a year', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('answers page paths with index.html, not cached; unhashed files are not cached for good', async () => {
    const page = await app.inject({ url: '/article/7' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div id="root">');
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).not.toMatch(/immutable/);
  });

  it('sends a file only under the name the build holds: HEAD too, never an alias, a private file or a folder', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/assets/index-abc123.js?v=1' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/javascript/);
    expect(head.body).toBe('');
    for (const url of ['/ASSETS/index-abc123.js', '/assets//index-abc123.js', '/assets', '/assets/']) {
      const res = await app.inject({ url });
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toContain('<div id="root">');
    }
    expect((await app.inject({ url: '/server/entry-server.mjs' })).statusCode).toBe(404);
  });
});
