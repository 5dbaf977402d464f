import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, render } from './entry-server';

/** The server renderer asks the API in-process; here the API is a stand-in that answers `status`. */
function apiAnswering(status: number) {
  configure({
    fetch: async () =>
      new Response(JSON.stringify({ detail: 'Text must not contain the NUL character (U+0000)' }), { status, headers: { 'content-type': 'application/json' } }),
  });
}

afterEach(() => vi.restoreAllMocks());

// Decision 0059: a visitor's bad URL is not a warning in the server's log.
describe('a page whose data the API refuses', () => {
  it('is sent as the plain app without a warning when the API answers 4xx (the visitor typed a bad URL)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    apiAnswering(422);
    expect(await render({ url: 'http://localhost/ArticleSearch/%00' })).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('still warns when the API fails (5xx): that is ours to look into', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    apiAnswering(500);
    expect(await render({ url: 'http://localhost/ArticleSearch/words' })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('server render of http://localhost/ArticleSearch/words failed');
  });
});

// Issue 12 item 16 (decision 0067): crawlers, monitors and link checkers get 404 for what is not there.
describe('the status of a page', () => {
  it('is 404 for a path no route knows, for visitors and signed-in browsers alike', async () => {
    apiAnswering(200);
    const signedIn = encodeURIComponent(JSON.stringify({ token: 'x' }));
    for (const path of ['/no-such-page', '/user/no-such-page', '/blog/1/extra/segments', '/cms/nothing-here']) {
      expect(await render({ url: `http://localhost${path}` })).toEqual({ status: 404 });
      expect(await render({ url: `http://localhost${path}`, prefsCookie: signedIn })).toEqual({ status: 404 });
    }
  });

  it('is not 404 for real routes, the areas’ pages included (they load on first visit in the browser)', async () => {
    apiAnswering(200);
    const signedIn = encodeURIComponent(JSON.stringify({ token: 'x' }));
    for (const path of [
      '/video',
      '/speak/1',
      '/user/center',
      '/user/vocabulary/notebook',
      '/teacher/profile',
      '/cms/articleEdit/1',
      '/admin/login',
      '/debate/room/1',
      '/FAQs',
    ])
      expect(await render({ url: `http://localhost${path}`, prefsCookie: signedIn })).toBeNull();
  });

  it('is 404 for a deep link to an article that does not exist', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    configure({
      fetch: async () => new Response(JSON.stringify({ detail: 'Article not found' }), { status: 404, headers: { 'content-type': 'application/json' } }),
    });
    expect(await render({ url: 'http://localhost/article/999999' })).toEqual({ status: 404 });
  });
});
