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

  it('is 404 for a deep link with an id no article can have, as for a missing one', async () => {
    apiAnswering(200);
    for (const path of ['/article/abc', '/article/0', '/article/1.5', '/article/-3', '/free-article/x7', '/article/99999999999'])
      expect(await render({ url: `http://localhost${path}` })).toEqual({ status: 404 });
  });
});

// Issue 22: the marketplace's list is sent rendered to visitors, like the reading pages.
describe('the materials list', () => {
  const material = {
    id: 7,
    title: 'Tones drill sheets',
    description: 'Forty drills for the four tones.',
    language: 'Simplified_Chinese',
    level: 'Beginner',
    price_cents: 0,
    status: 'listed',
    format: 'pdf',
    file_name: 'tones.pdf',
    file_size: 1000,
    teacher: { id: 3, name: 'Li Wei' },
    review_message: null,
    reviewed_at: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    abilities: { download: true, buy: false, edit: false, review: false, purchased: false },
  };

  it('is rendered for a visitor with the listed materials and the filters of its address', async () => {
    const asked: string[] = [];
    configure({
      fetch: async (url) => {
        asked.push(url);
        return new Response(JSON.stringify({ items: [material], page: 1, pages: 1, total: 1 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const page = await render({ url: 'http://localhost/materials?level=Beginner&q=tones' });
    expect(page && 'html' in page && page.html).toContain('Tones drill sheets');
    expect(page && 'html' in page && page.html).toContain('href="/materials/7"');
    expect(page && 'modules' in page && page.modules).toContain('src/features/materials/pages/materials-page.tsx');
    const list = asked.find((u) => u.includes('/materials'));
    expect(list).toMatch(/level=Beginner/);
    expect(list).toMatch(/q=tones/);
  });

  it('is not rendered for a signed-in browser (its page says what this user may do)', async () => {
    const signedIn = encodeURIComponent(JSON.stringify({ token: 'x' }));
    expect(await render({ url: 'http://localhost/materials', prefsCookie: signedIn })).toBeNull();
  });
});

// Issue 22: /video is sent rendered to visitors: the demo video of their learning language and its transcript.
describe('the watch page', () => {
  const video = {
    id: 4,
    title: 'At the train station',
    video_url: 'https://www.youtube.com/watch?v=abcdefghijk',
    video_type: 'youtube',
    embed_id: 'abcdefghijk',
    language: 'Spanish',
    spoken_language: 'Spanish',
    site_language: 'en',
    transcribe_status: 'done',
    transcribe_fail_reason: null,
    transcribe_fail_code: null,
    transcribe_fail_params: null,
    free_use: 'none',
    stage: null,
    duration: 30,
    thumbnail_url: null,
    category: null,
    level: 'Beginner',
    owner_id: null,
    is_public: true,
    is_demo: true,
    sentence_count: 1,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    transcript: [
      {
        id: 1,
        start: 0,
        end: 3,
        text: '¿Dónde está la estación de tren?',
        translated_languages: [],
        en_text: 'Where is the train station?',
        zh_text: ['¿', 'Dónde', 'está', 'la', 'estación', 'de', 'tren', '?'],
        ori_zh_text: '¿Dónde está la estación de tren?',
      },
    ],
  };

  it('is rendered for a visitor with the demo video of the stored learning language and its transcript', async () => {
    const asked: string[] = [];
    configure({
      fetch: async (url) => {
        asked.push(url);
        return new Response(JSON.stringify(video), { status: 200, headers: { 'content-type': 'application/json' } });
      },
    });
    // As on the server, where there is no local storage: storage answers from the preferences cookie.
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new Error('no local storage on the server');
    });
    const prefs = encodeURIComponent(JSON.stringify({ learningLanguage: 'Spanish' }));
    const page = await render({ url: 'http://localhost/video', prefsCookie: prefs });
    expect(page && 'html' in page && page.html).toContain('estación');
    expect(page && 'html' in page && page.html).toContain('Where is the train station?');
    expect(page && 'html' in page && page.html).toContain('data-testid="watch-player"');
    expect(page && 'modules' in page && page.modules).toContain('src/features/watch/pages/watch-page.tsx');
    expect(asked.find((u) => u.includes('/video/default'))).toMatch(/learning_language=Spanish/);
  });
});

// Issue 22: the Speak event list is sent rendered to visitors.
describe('the speak list', () => {
  it('is rendered for a visitor with the events of the tab and filters of its address', async () => {
    const asked: string[] = [];
    configure({
      fetch: async (url) => {
        asked.push(url);
        return new Response(JSON.stringify({ items: [], page: 1, pages: 1, total: 0 }), { status: 200, headers: { 'content-type': 'application/json' } });
      },
    });
    const page = await render({ url: 'http://localhost/speak?tab=ended&language=Spanish' });
    expect(page && 'html' in page && page.html).toContain('role="search"');
    expect(page && 'modules' in page && page.modules).toContain('src/features/speak/pages/speak-page.tsx');
    const list = asked.find((u) => u.includes('/debate'));
    expect(list).toMatch(/scope=ended/);
    expect(list).toMatch(/language=Spanish/);
  });
});

// Issue 22: a visitor's /mentors (the invitation to sign in) is sent rendered.
describe('the mentors page', () => {
  it('is rendered for a visitor as the invitation to sign in; a signed-in browser gets the plain app', async () => {
    apiAnswering(200);
    const page = await render({ url: 'http://localhost/mentors' });
    expect(page && 'html' in page && page.html).toContain('/admin/login');
    expect(page && 'modules' in page && page.modules).toContain('src/features/accounts/pages/mentors-page.tsx');
    const signedIn = encodeURIComponent(JSON.stringify({ token: 'x' }));
    expect(await render({ url: 'http://localhost/mentors', prefsCookie: signedIn })).toBeNull();
  });
});
