import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encode, PageCache } from '../src/plugins/page-cache';

describe('the rendered-page cache', () => {
  it('renders a page once while it is fresh, and again after the time to live', async () => {
    let clock = 0;
    let renders = 0;
    const cache = new PageCache(10_000, 10, () => clock);
    const render = async () => `<p>${++renders}</p>`;
    expect((await cache.get('/read', render))?.html?.toString()).toBe('<p>1</p>');
    clock = 9_999;
    expect((await cache.get('/read', render))?.html?.toString()).toBe('<p>1</p>');
    clock = 10_000;
    expect((await cache.get('/read', render))?.html?.toString()).toBe('<p>2</p>');
  });

  it('lets requests for a page being rendered wait for that render', async () => {
    let renders = 0;
    let finish!: (html: string) => void;
    const cache = new PageCache(10_000, 10);
    const render = () => {
      renders++;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const [a, b] = [cache.get('/article/4', render), cache.get('/article/4', render)];
    finish('<p>article</p>');
    expect((await a)?.html?.toString()).toBe('<p>article</p>');
    expect((await b)?.html?.toString()).toBe('<p>article</p>');
    expect(renders).toBe(1);
  });

  it('keeps "send the plain app" answers too, and at most `max` pages, dropping the oldest', async () => {
    let renders = 0;
    const cache = new PageCache(10_000, 2);
    const render = async () => (++renders, null);
    for (const key of ['/a', '/b', '/c']) expect(await cache.get(key, render)).toBeNull();
    await cache.get('/c', render);
    expect(renders).toBe(3);
    await cache.get('/a', render);
    expect(renders).toBe(4);
  });

  it('a failed render is not kept', async () => {
    const cache = new PageCache(10_000, 2);
    await expect(cache.get('/x', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await cache.get('/x', async () => '<p>ok</p>'))?.html?.toString()).toBe('<p>ok</p>');
  });
});

describe('encoding a rendered page', () => {
  const page = { html: Buffer.from(`<main>${'阅读 read '.repeat(2000)}</main>`) };
  it('sends brotli, else gzip, else the page as it is, compressing once', () => {
    const br = encode(page, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).equals(page.html)).toBe(true);
    expect(br.body.length).toBeLessThan(page.html.length / 10);
    expect(encode(page, 'br').body).toBe(br.body);
    const gz = encode(page, 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).equals(page.html)).toBe(true);
    expect(encode(page, '')).toEqual({ body: page.html });
  });
});
