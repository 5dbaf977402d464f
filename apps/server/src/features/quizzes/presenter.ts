import { quizTier, type QuizAttempt } from '@lingbridge/contracts/quizzes';
import type { QuizAttemptRow, StoredQuestion } from '../../db/schema';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function resultOf(score: number, total: number) {
  return {
    score_value: score,
    questions_length: total,
    successRate: total ? Math.round((score / total) * 100) : 0,
    tier: quizTier(score, total),
  };
}

export function presentAttempt(r: QuizAttemptRow, questions: StoredQuestion[]): QuizAttempt {
  const finished = !!r.finishedAt;
  return {
    id: r.id,
    article_id: r.articleId,
    answers: r.answers,
    correct: r.answers.map((ans, i) => (ans === null || ans === undefined ? null : questions[i]?.answer === ans)),
    finished,
    result: finished ? resultOf(r.score, r.total) : null,
    started_at: r.startedAt.toISOString(),
    finished_at: iso(r.finishedAt),
  };
}
