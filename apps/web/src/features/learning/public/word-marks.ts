// What other features may use of learning: the marks of the words a learner saved (issue 18).
import type { LearningLanguage } from '@lingbridge/contracts/common';
import { getToken } from '../../../lib/storage';
import { useWordMarks } from '../api/word-marks';

export { useWordMarks, type WordMark } from '../api/word-marks';

/**
 * "What I know, everywhere" (decisions 0098, 0107): the signed-in learner's saved words of a
 * language as key → learning | known, for vocabulary's `AnnotatedText` `marks` prop. The reader,
 * the transcript, quiz questions and cartoons (issue 19) all take it from here; a visitor gets none.
 */
export function useLearnerWordMarks(language: LearningLanguage | undefined) {
  return useWordMarks(language ?? 'Spanish', !!language && !!getToken()).data;
}
