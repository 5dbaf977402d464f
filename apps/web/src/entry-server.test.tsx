import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, render } from './entry-server';

/** The server renderer asks the API in-process; here the API is a stand-in that answers `status`. */
function apiAnswering(status: number) {
  configure({
    fetch: async () => new Response(JSON.stringify({ detail: 'Text must not contain the NUL character (U+0000)' }), { status, headers: { 'content-type': 'application/json' } }),
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
