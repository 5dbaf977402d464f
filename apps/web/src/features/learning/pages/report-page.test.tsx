import type { LearningReport, ReportDay } from '@lingbridge/contracts/learning';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderInShell } from '../../../test/render';
import { Component as ReportPage } from './report-page';

// The canvas chart is not drawn in jsdom; the numbers are in the tables beside it.
vi.mock('../components/day-chart', () => ({ DayChart: () => null }));

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const day = (i: number, over: Partial<ReportDay> = {}): ReportDay => ({
  day: `2026-11-${String(i).padStart(2, '0')}`,
  minutes: 0,
  reading_minutes: 0,
  watching_minutes: 0,
  articles: 0,
  videos: 0,
  words_reviewed: 0,
  words_saved: 0,
  progress: 0,
  met: false,
  ...over,
});
const days = (last: Partial<ReportDay>) => Array.from({ length: 35 }, (_, i) => (i === 34 ? day(25, last) : day(1 + (i % 24))));

const EMPTY: LearningReport = {
  today: '2026-11-25',
  reading: { minutes_week: 0, articles_week: 0, minutes_total: 0, articles_total: 0 },
  watching: { minutes_week: 0, videos_week: 0, videos_total: 0 },
  speaking: { events_week: 0, minutes_week: 0, events_total: 0, minutes_total: 0 },
  words: { saved: 0, known: 0, learning: 0, due: 0, reviews_week: 0, retention: null },
  scores: [],
  goal: { kind: 'minutes', target: 10, set: false, today: 0, met: false, streak: 0, best_streak: 0 },
  days: days({}),
  next: [{ kind: 'goal' }, { kind: 'read' }],
  has_activity: false,
};

const BUSY: LearningReport = {
  ...EMPTY,
  reading: { minutes_week: 24, articles_week: 2, minutes_total: 44, articles_total: 2 },
  watching: { minutes_week: 12, videos_week: 1, videos_total: 1 },
  speaking: { events_week: 1, minutes_week: 15, events_total: 3, minutes_total: 60 },
  words: { saved: 3, known: 1, learning: 2, due: 2, reviews_week: 2, retention: 50 },
  scores: [{ level: 'Beginner', quizzes: 1, quiz_rate: 67, cloze_tests: 1, cloze_rate: 100 }],
  goal: { kind: 'minutes', target: 10, set: true, today: 12, met: true, streak: 3, best_streak: 3 },
  days: days({ minutes: 12, reading_minutes: 12, progress: 12, met: true, words_reviewed: 2 }),
  next: [
    { kind: 'event', event_id: 12, title: 'Charla', start_time: '2026-11-26T18:00:00Z' },
    { kind: 'reviews', count: 2 },
    { kind: 'quiz', article_id: 4, attempt_id: 9, title: 'Dos' },
  ],
  has_activity: true,
};

function serve(report: LearningReport, onGoal?: (body: unknown) => void) {
  localStorage.setItem('token', 'test-token');
  return mockFetch((url, init) => {
    if (url.includes('/learning/goal') && init.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      onGoal?.(body);
      return { status: 200, body };
    }
    if (url.includes('/learning/report')) return { status: 200, body: report };
    return { status: 404, body: { detail: 'Not found' } };
  });
}

const render = (language = 'en') => renderInShell(<ReportPage />, { route: '/user/center', path: '/user/center', namespaces: ['learning'], language });

describe('/user/center', () => {
  it('a brand-new account sees what to do first and can set a goal', async () => {
    const goals: unknown[] = [];
    serve(EMPTY, (b) => goals.push(b));
    await render();
    expect(await screen.findByText('Your report starts with your first article', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(within(screen.getByTestId('next-steps')).getByText('Set a daily goal')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Words' }));
    const amount = screen.getByLabelText('Words a day');
    await userEvent.clear(amount);
    await userEvent.type(amount, '15');
    await userEvent.click(screen.getByRole('button', { name: 'Save goal' }));
    await vi.waitFor(() => expect(goals).toEqual([{ kind: 'words', target: 15 }]));
  });

  it('shows the week, words, scores, streak and the numbers behind the charts', async () => {
    serve(BUSY);
    await render();
    expect(await screen.findByTestId('stat-reading', undefined, { timeout: 5000 })).toHaveTextContent('24 min2 articles');
    expect(screen.getByTestId('stat-speaking')).toHaveTextContent('15 min1 event');
    expect(screen.getByTestId('stat-words')).toHaveTextContent('Words known12 learning · 2 due');
    expect(screen.getByTestId('stat-retention')).toHaveTextContent('50%');
    expect(screen.getByTestId('goal-streak')).toHaveTextContent('3-day streak');
    expect(screen.getByTestId('goal-today')).toHaveTextContent('Goal reached today');
    expect(within(screen.getByTestId('scores')).getByText('67% (1 taken)')).toBeInTheDocument();
    expect(within(screen.getByTestId('next-steps')).getByRole('link', { name: /Review 2 words/ })).toHaveAttribute('href', '/user/vocabulary/flipcard');
    expect(within(screen.getByTestId('next-steps')).getByRole('link', { name: /Finish the quiz of “Dos”/ })).toHaveAttribute('href', '/article-quiz/4');
    expect(within(screen.getByTestId('next-steps')).getByRole('link', { name: /Your next event: “Charla”/ })).toHaveAttribute('href', '/speak/12');
    expect(screen.getByRole('table', { name: 'Time per day' })).toBeInTheDocument();
    expect(within(screen.getByTestId('streak-calendar')).getAllByRole('listitem')).toHaveLength(35);
  });

  it.each([
    ['en', 'Since you started: 1 minute reading, 1 article, 1 video, 1 word saved.'],
    ['es', 'Desde que empezaste: 1 minuto de lectura, 1 artículo, 1 vídeo, 1 palabra guardada.'],
    ['zh', '开始至今：阅读 1 分钟，1 篇文章，1 个视频，收藏 1 个词。'],
  ])('counts one of each in the singular (%s)', async (language, line) => {
    serve({
      ...BUSY,
      reading: { ...BUSY.reading, minutes_total: 1, articles_total: 1 },
      watching: { ...BUSY.watching, videos_total: 1 },
      words: { ...BUSY.words, saved: 1 },
    });
    await render(language);
    expect(await screen.findByText(line, undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('counts several in the plural', async () => {
    serve(BUSY);
    await render();
    expect(
      await screen.findByText('Since you started: 44 minutes reading, 2 articles, 1 video, 3 words saved.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it.each([
    ['zh', '连续 3 天'],
    ['es', 'Racha de 3 días'],
  ])('speaks %s', async (language, streak) => {
    serve(BUSY);
    await render(language);
    expect(await screen.findByTestId('goal-streak', undefined, { timeout: 5000 })).toHaveTextContent(streak);
  });
});
