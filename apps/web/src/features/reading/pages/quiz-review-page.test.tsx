import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderInShell } from '../../../test/render';
import { teaser } from './article-fixtures';
import { Component as QuizReviewPage } from './quiz-review-page';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** GET /article/7 for a learner whose free uses are spent: a locked teaser. */
const lockedArticle = teaser('subscribe');

describe('/user/quiz/{article}/{attempt}', () => {
  it('an attempt on an article that is locked for me now shows the lock screen with Subscribe, not an error with Try again', async () => {
    localStorage.setItem('token', 'test-token');
    mockFetch((url) =>
      url.includes('/quiz/attempts/')
        ? { status: 403, body: { detail: 'Unlock this article to read it.' } }
        : url.includes('/api/v1/article/7')
          ? { status: 200, body: lockedArticle }
          : { status: 404, body: { detail: 'Not found' } },
    );
    await renderInShell(<QuizReviewPage />, { route: '/user/quiz/7/9', path: '/user/quiz/:queryId/:quizId', namespaces: ['reading'] });
    expect(await screen.findByRole('heading', { name: 'Subscribe to keep reading' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('a server failure still offers Try again', async () => {
    localStorage.setItem('token', 'test-token');
    mockFetch(() => ({ status: 500, body: { detail: 'boom' } }));
    await renderInShell(<QuizReviewPage />, { route: '/user/quiz/7/9', path: '/user/quiz/:queryId/:quizId', namespaces: ['reading'] });
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
