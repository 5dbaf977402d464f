/** Query keys of the reading feature; mutations invalidate by these prefixes. */
export const readingKeys = {
  all: ['reading'] as const,
  articles: (params: object) => ['reading', 'articles', params] as const,
  article: (id: number) => ['reading', 'article', id] as const,
  source: (id: number) => ['reading', 'source', id] as const,
  cloze: (id: number) => ['reading', 'cloze', id] as const,
  quiz: (id: number) => ['reading', 'quiz', id] as const,
  magazines: (params: object) => ['reading', 'magazines', params] as const,
  magazine: (id: number) => ['reading', 'magazine', id] as const,
  categories: () => ['reading', 'categories'] as const,
};
