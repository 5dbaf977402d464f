import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A rendered page, with its compressed forms made once, when first asked for; `status` 200 unless said. */
export type CachedPage = { html: Buffer; status?: number; br?: Buffer; gzip?: Buffer };
/** What a render answers: the page's HTML, or only a status for a page sent as the plain app (a 404). */
export type RenderOutcome = string | { status: number; html?: string } | null;

type Cached = CachedPage | { status: number; html?: undefined } | null;

/**
 * Rendered pages for a few seconds (decision 0044): a page costs the server ~40 ms of CPU to
 * render (data, React, compression), a cached one well under 1 ms. Keyed by URL and preferences
 * cookie; "send the plain app" (null) is kept as well; at most `max` pages, the oldest dropped
 * first; requests for a page being rendered wait for that render instead of starting another.
 * What a visitor sees is at most `ttlMs` old.
 */
export class PageCache {
  private pages = new Map<string, { at: number; page: Cached }>();
  private pending = new Map<string, Promise<Cached>>();

  constructor(
    private ttlMs: number,
    private max: number,
    private now: () => number = Date.now,
  ) {}

  async get(key: string, render: () => Promise<RenderOutcome>): Promise<Cached> {
    const hit = this.pages.get(key);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.page;
    const running = this.pending.get(key);
    if (running) return running;
    const job = render()
      .then((r): Cached => {
        if (r === null) return null;
        if (typeof r === 'string') return { html: Buffer.from(r) };
        return r.html === undefined ? { status: r.status } : { html: Buffer.from(r.html), status: r.status };
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, job);
    const page = await job;
    this.pages.delete(key);
    this.pages.set(key, { at: this.now(), page });
    while (this.pages.size > this.max) this.pages.delete(this.pages.keys().next().value!);
    return page;
  }
}

/** The page in the encoding the browser accepts, compressed once per cached page. */
export function encode(page: CachedPage, acceptEncoding: string): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (/\bbr\b/.test(acceptEncoding)) {
    page.br ??= brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: page.html.length } });
    return { body: page.br, encoding: 'br' };
  }
  if (/\bgzip\b/.test(acceptEncoding)) {
    page.gzip ??= gzipSync(page.html, { level: 6 });
    return { body: page.gzip, encoding: 'gzip' };
  }
  return { body: page.html };
}
