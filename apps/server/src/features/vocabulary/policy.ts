import type { Actor } from '../accounts/policy';

/**
 * Vocabulary and sentences are private to their owner: every query is scoped to the signed-in user,
 * so someone else's id answers 404 exactly like a missing one. Looking words up needs an account
 * (spec 01 §5); verification is not needed, since it reaches nobody else.
 */
export const vocabularyPolicy = {
  lookUp: (a: Actor) => !!a,
  useNotebook: (a: Actor) => !!a,
} as const;
