import type { ArticleDetail } from '@lingbridge/contracts/reading';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderInShell } from '../../../test/render';
import { Component as QuizReviewPage } from './quiz-review-page';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** GET /article/7 for a learner whose free uses are spent: a locked teaser. */
const lockedArticle = {
  id: 7,
  title: '我的图书馆',
  title_en: 'My library',
  summary: '',
  language: 'Simplified_Chinese',
  level: 'Beginner',
  category: { id: 1, name: 'Daily life', slug: 'daily-life' },
  magazine: null,
  is_free: false,
  cover_url: null,
  has_audio: false,
  author: 'Lingbridge',
  status: 'published',
  published_at: '2026-11-01T00:00:00.000Z',
  word_count: 2,
  locked: true,
  access: { state: 'locked', reason: 'subscribe', free_uses_left: 0 },
  paragraphs: [],
  key_vocabulary: [],
  audio_url: null,
  audio_voice: null,
  has_timings: false,
  has_cloze: false,
  question_count: 3,
  abilities: [],
} as unknown as ArticleDetail;

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
