import type { UserRow } from '../../db/schema';

type Actor = Pick<UserRow, 'id'> | null;

/**
 * Who may do what with quizzes and cloze tests. Whether the source is open to someone (an article's
 * text) is its owner's rule, asked before; these are the quiz's own rules.
 */
export const quizzesPolicy = {
  /** Everyone may see the questions and check a cloze; a signed-in reader's score is kept. */
  view: (_a: Actor) => true,
  /** Quiz attempts are stored per user, so "continue where you left off" needs an account. */
  takeQuiz: (a: Actor) => !!a,
} as const;
