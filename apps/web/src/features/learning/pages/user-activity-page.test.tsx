import type { AdminActivity } from '@lingbridge/contracts/learning';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderInShell } from '../../../test/render';
import { Component as UserActivityPage } from './user-activity-page';

// The canvas chart is not drawn in jsdom; the numbers are in the tables beside it.
vi.mock('../components/day-chart', () => ({ DayChart: () => null }));

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const activity = (days: AdminActivity['days']): AdminActivity => ({
  from: '2026-11-01',
  to: '2026-11-29',
  days,
  weeks: [],
  features: [],
  periods: [],
  articles: [],
  videos: [],
});

function serve(data: AdminActivity) {
  localStorage.setItem('token', 'test-token');
  mockFetch((url) => (url.includes('/admin/learning/activity') ? { status: 200, body: data } : { status: 404, body: { detail: 'Not found' } }));
}

const render = (language: string) =>
  renderInShell(<UserActivityPage />, { route: '/cms/userActivity', path: '/cms/userActivity', namespaces: ['learning'], language });

describe('/cms/userActivity', () => {
  it.each([
    ['en', 'At most 1 learner a day over 1 day with activity.'],
    ['es', 'Como máximo 1 estudiante al día en 1 día con actividad.'],
    ['zh', '在有活动的 1 天里，每天最多 1 名学员。'],
  ])('sums up a single day with a single learner in the singular (%s)', async (language, line) => {
    serve(activity([{ day: '2026-11-29', learners: 1, minutes: 12 }]));
    await render(language);
    expect(await screen.findByText(line, undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('and several in the plural', async () => {
    serve(
      activity([
        { day: '2026-11-28', learners: 3, minutes: 40 },
        { day: '2026-11-29', learners: 2, minutes: 12 },
      ]),
    );
    await render('en');
    expect(await screen.findByText('At most 3 learners a day over 2 days with activity.', undefined, { timeout: 5000 })).toBeInTheDocument();
  });
});
