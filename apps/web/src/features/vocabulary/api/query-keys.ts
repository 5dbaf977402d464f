/** Query keys of the vocabulary feature; every key starts with 'vocabulary' so one call can refresh them all. */
export const vocabularyKeys = {
  all: ['vocabulary'] as const,
  lookups: () => ['vocabulary', 'lookup'] as const,
  lookup: (from: string, to: string, text: string) => ['vocabulary', 'lookup', from, to, text] as const,
  lists: () => ['vocabulary', 'list'] as const,
  notebook: (language: string, page: number, q: string) => ['vocabulary', 'list', 'saved', language, page, q] as const,
  history: (language: string) => ['vocabulary', 'history', language] as const,
  histories: () => ['vocabulary', 'history'] as const,
  due: () => ['vocabulary', 'due'] as const,
  dueList: (language: string, limit: number) => ['vocabulary', 'due', language, limit] as const,
  nextDues: () => ['vocabulary', 'next-due'] as const,
  nextDue: (language: string) => ['vocabulary', 'next-due', language] as const,
  sentences: () => ['vocabulary', 'sentences'] as const,
  sentencePage: (page: number) => ['vocabulary', 'sentences', page] as const,
};
