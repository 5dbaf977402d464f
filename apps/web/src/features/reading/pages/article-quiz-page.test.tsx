import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeKey } from '../../../lib/storage';
import { mockFetch, renderInShell } from '../../../test/render';
import { ArticleQuizPage } from './article-quiz-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  writeKey('token', null);
});

// Rendering Mantine in jsdom is slow on a busy machine.
describe('/article-quiz/{id} for an article that is not there', { timeout: 20_000 }, () => {
  it('a malformed id says the article is not found, without asking the server or offering to try again', async () => {
    writeKey('token', 'a'.repeat(43));
    const fetch = mockFetch(() => ({ status: 422, body: { detail: 'Invalid input: expected number, received NaN' } }));
    await renderInShell(<ArticleQuizPage />, { route: '/article-quiz/abc', path: '/article-quiz/:id', namespaces: ['reading'] });
    expect(await screen.findByRole('heading', { name: 'Article not found' })).toBeInTheDocument();
    expect(screen.queryByText(/received NaN/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Read' })).toHaveAttribute('href', '/read');
    expect(fetch.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('NaN'))).toEqual([]);
  });

  it('an unknown article says so plainly', async () => {
    writeKey('token', 'a'.repeat(43));
    mockFetch(() => ({ status: 404, body: { detail: 'Article not found' } }));
    await renderInShell(<ArticleQuizPage />, { route: '/article-quiz/99999', path: '/article-quiz/:id', namespaces: ['reading'] });
    expect(await screen.findByRole('heading', { name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByText('This article does not exist or is no longer published.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
