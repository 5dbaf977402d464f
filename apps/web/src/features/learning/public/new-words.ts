// What other features may use of learning: the per-article count of new words (issue 18).
export { useNewWords } from '../api/new-words';
