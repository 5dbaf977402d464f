import type { ArticleSource } from '@lingbridge/contracts/reading';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../../../test/render';
import { ArticleEditPage } from './article-edit-page';

/** What POST /article answers for the new article (the fields the form and its preview read). */
const saved = {
  id: 42,
  title: 'El zorrito del bosque',
  title_en: '',
  summary: '',
  language: 'Spanish',
  level: 'Beginner',
  category: { id: 1, name: 'Nature & Environment', slug: 'nature-and-environment' },
  magazine: null,
  is_free: true,
  cover_url: null,
  author: '',
  status: 'draft',
  paragraphs: [],
  key_vocabulary: [],
  audio_url: null,
  source: {
    paragraphs: [{ text: 'Un zorrito vive en el bosque.', translation: '' }],
    cloze: { items: [], distractors: [] },
    questions: [],
    key_vocabulary: [],
    sentence_timings: null,
  },
} as unknown as ArticleSource;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the CMS article editor', () => {
  it('moves to the saved article without a loading state, so its recording can be uploaded at once', async () => {
    // The saved article's own GET never answers here: the page must not wait for it.
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const fetch = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      if (url.includes('/article/42/source')) return new Promise<Response>(() => undefined);
      if (init.method === 'POST' && url.endsWith('/article')) return Promise.resolve(json(201, saved));
      if (url.includes('/category')) return Promise.resolve(json(200, [saved.category]));
      if (url.includes('/magazine')) return Promise.resolve(json(200, { items: [], total: 0, page: 1, size: 100 }));
      return Promise.resolve(json(404, { detail: 'Not Found' }));
    });
    vi.stubGlobal('fetch', fetch);
    const { router } = await renderInShell(<ArticleEditPage />, { route: '/cms/articleEdit', path: '/cms/articleEdit/:id?', namespaces: ['reading'] });
    const user = userEvent.setup();
    await user.type(screen.getByTestId('cms-title'), saved.title);
    await user.type(screen.getByTestId('cms-body'), saved.source.paragraphs[0].text);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cms/articleEdit/42'));
    // The page has rendered as article 42's once it asks for its source (in the background).
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => String(u).includes('/article/42/source'))).toBe(true));
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.getByTestId('upload-audio')).toBeTruthy();
    expect(screen.getByTestId('cms-title')).toHaveProperty('value', saved.title);
    // Typing a sentence key by key takes more than vitest's 15 s on a busy machine.
  }, 60_000);
});
