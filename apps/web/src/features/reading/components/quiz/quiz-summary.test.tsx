import type { QuizResult } from '@lingbridge/contracts/quizzes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../../../test/render';
import { QuizSummary } from './quiz-summary';

async function showSummary(result: QuizResult, onRestart = vi.fn()) {
  const r = await renderInShell(<QuizSummary result={result} articleId={7} onRestart={onRestart} />, {
    route: '/article-quiz/7',
    namespaces: ['reading'],
  });
  return { ...r, onRestart, user: userEvent.setup() };
}

// Rendering Mantine in jsdom is slow on a busy machine.
describe('the quiz score summary (spec 02 §3–4)', { timeout: 20_000 }, () => {
  const cases: { result: QuizResult; heading: string; line: string }[] = [
    { result: { score_value: 0, questions_length: 4, successRate: 0, tier: 'zero' }, heading: 'Keep going!', line: 'Score 0 / 4 · success rate 0%' },
    { result: { score_value: 2, questions_length: 5, successRate: 40, tier: 'low' }, heading: 'A good start', line: 'Score 2 / 5 · success rate 40%' },
    { result: { score_value: 3, questions_length: 5, successRate: 60, tier: 'high' }, heading: 'Well done!', line: 'Score 3 / 5 · success rate 60%' },
    { result: { score_value: 4, questions_length: 4, successRate: 100, tier: 'perfect' }, heading: 'Perfect score!', line: 'Score 4 / 4 · success rate 100%' },
  ];
  it.each(cases)('says the $result.tier tier in words with the score, questions and success rate', async ({ result, heading, line }) => {
    await showSummary(result);
    const summary = screen.getByTestId('quiz-summary');
    expect(summary).toHaveAttribute('data-tier', result.tier);
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(summary).toHaveTextContent(line);
  });

  it('tries again, or goes back to the article or to more articles', async () => {
    const { user, onRestart, router } = await showSummary({ score_value: 1, questions_length: 3, successRate: 33, tier: 'low' });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRestart).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'More articles' })).toHaveAttribute('href', '/read');
    await user.click(screen.getByRole('link', { name: 'Back to the article' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/article/7'));
  });
});
