/** A demo article as written by the team: paragraphs with translations, cloze (blank in {{ }}) and questions. */
export type DemoArticle = {
  issue: 1 | 2;
  title: string;
  title_en: string;
  summary: string;
  level: 'Beginner' | 'Intermediate' | 'Advanced';
  category: string;
  is_free: boolean;
  /** [text, English translation] per paragraph. */
  paragraphs: [string, string][];
  cloze: string[];
  distractors: string[];
  /** [prompt, options, index of the right option]. */
  questions: [string, string[], number][];
  key_vocabulary: string[];
};

export const DEMO_MAGAZINES = [
  { number: 1, title: '春天号 · Primavera', title_en: 'Spring issue', issue_date: '2026-03-01' },
  { number: 2, title: '夏天号 · Verano', title_en: 'Summer issue', issue_date: '2026-06-01' },
] as const;
